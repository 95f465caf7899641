/**
 * The client half of the encrypted login and register bodies (architecture, API conventions),
 * with WebCrypto only, so browsers and Node (tests, tools) seal bodies the same way:
 * AES-256-GCM under a fresh key, that key wrapped with the server's RSA-OAEP-256 public key.
 */
export interface SealedBody {
  /** The `Encryption` header: `<keyId>.<wrapped key, base64url>`. */
  header: string;
  /** The request body. */
  body: { value: string };
}

function base64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function base64ToBytes(value: string): Uint8Array<ArrayBuffer> {
  const text = atob(value);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const base64url = (bytes: Uint8Array) => base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Seals `payload` (a timestamp is added: the server refuses old or replayed bodies). */
export async function sealBody(
  publicKey: { keyId: string; publicKey: string },
  payload: Record<string, unknown>,
  now: number = Date.now(),
): Promise<SealedBody> {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey(
    'spki',
    base64ToBytes(publicKey.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ ...payload, timestamp: now }));
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));
  const sealed = new Uint8Array(iv.length + cipher.length);
  sealed.set(iv);
  sealed.set(cipher, iv.length);
  return { header: `${publicKey.keyId}.${base64url(wrapped)}`, body: { value: base64(sealed) } };
}
