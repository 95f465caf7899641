import { localStore, type RememberedLoginRecord } from '../../../lib/storage';
import { loadKey, loadOrCreateKey } from './key-store';

/** Spec 3 stored login memory, as the login form uses it. */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode: string;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const text = atob(value);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The username is bound in as additional data: a record edited to another name does not open. */
const additionalData = (username: string) => new TextEncoder().encode(`remembered-login|${username}`);

async function encrypt(username: string, password: string): Promise<RememberedLoginRecord['password']> {
  const key = await loadOrCreateKey();
  if (!key) return null;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(username) },
    key,
    new TextEncoder().encode(password),
  );
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

async function decrypt(username: string, sealed: NonNullable<RememberedLoginRecord['password']>): Promise<string> {
  const key = await loadKey();
  if (!key) return '';
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: additionalData(username) },
      key,
      fromBase64(sealed.data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    // Another key (storage cleared) or a tampered record: the password is simply not prefilled.
    return '';
  }
}

/** Keeps the login for next time (spec 2 Login: remember password). */
export async function rememberLogin(login: RememberedLogin): Promise<void> {
  const password = login.type === 'username' && login.password ? await encrypt(login.username, login.password) : null;
  localStore.set('rememberedLogin', {
    type: login.type,
    username: login.username,
    countryDialingCode: login.countryDialingCode,
    password,
  });
}

export function forgetRememberedLogin() {
  localStore.remove('rememberedLogin');
}

/** The remembered login with its password decrypted, or null when none is kept. */
export async function readRememberedLogin(): Promise<RememberedLogin | null> {
  const record = localStore.get('rememberedLogin');
  if (!record) return null;
  const password = record.password ? await decrypt(record.username, record.password) : '';
  return {
    type: record.type,
    username: record.username,
    countryDialingCode: record.countryDialingCode,
    password,
  };
}

/** Spec 4 change password: the remembered record, if present, is encoded again with the new password. */
export async function updateRememberedPassword(username: string, password: string): Promise<void> {
  const record = localStore.get('rememberedLogin');
  if (record?.type !== 'username' || record.username.toLowerCase() !== username.toLowerCase()) return;
  await rememberLogin({ ...record, password });
}
