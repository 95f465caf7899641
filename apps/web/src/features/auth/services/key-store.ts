/**
 * A non-extractable AES-GCM key kept in IndexedDB: the browser can use it to encrypt and decrypt
 * but no script can read its bytes, so the remembered password in localStorage is ciphertext
 * that only this browser profile can open.
 */
const DB_NAME = 'playdeck-keys';
const STORE = 'keys';
const KEY_ID = 'remembered-login';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = action(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result as T);
        };
        transaction.onerror = () => {
          db.close();
          reject(transaction.error);
        };
      }),
  );
}

/** The stored key, or null (none yet, or IndexedDB unavailable). */
export async function loadKey(): Promise<CryptoKey | null> {
  try {
    const key = await run<CryptoKey | undefined>('readonly', (store) => store.get(KEY_ID));
    return key ?? null;
  } catch {
    return null;
  }
}

/** The stored key, made (non-extractable) on first use; null where IndexedDB or WebCrypto is missing. */
export async function loadOrCreateKey(): Promise<CryptoKey | null> {
  const existing = await loadKey();
  if (existing) return existing;
  try {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await run('readwrite', (store) => store.put(key, KEY_ID));
    return key;
  } catch {
    return null;
  }
}
