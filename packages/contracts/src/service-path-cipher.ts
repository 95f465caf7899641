// No zod here: the web opens sealed paths with this module alone.

const KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

async function cipherKey(key: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return crypto.subtle.importKey('raw', digest.slice(0, 16), 'AES-CTR', false, ['encrypt', 'decrypt']);
}

// Each sealed path has a key of its own, so one counter block for all of them is safe.
const counter = () => ({ name: 'AES-CTR', counter: new Uint8Array(16), length: 64 });

/**
 * Seals a service path as spec 3 stores it: the last 8 characters are the key, the rest the
 * ciphertext (AES-CTR under SHA-256 of the key, base64url). It keeps the links out of reach of
 * scrapers that read pages for contact details; it is not a secret from the player.
 */
export async function sealServicePath(path: string): Promise<string> {
  const random = crypto.getRandomValues(new Uint8Array(KEY_LENGTH));
  const key = Array.from(random, (n) => KEY_ALPHABET[n % KEY_ALPHABET.length]).join('');
  const sealed = await crypto.subtle.encrypt(counter(), await cipherKey(key), new TextEncoder().encode(path));
  return `${toBase64Url(new Uint8Array(sealed))}${key}`;
}

/** The path again; undefined when the text is not a sealed path. */
export async function openServicePath(sealed: string): Promise<string | undefined> {
  if (sealed.length <= KEY_LENGTH || !/^[A-Za-z0-9_-]+$/.test(sealed)) return undefined;
  try {
    const key = sealed.slice(-KEY_LENGTH);
    const opened = await crypto.subtle.decrypt(
      counter(),
      await cipherKey(key),
      fromBase64Url(sealed.slice(0, -KEY_LENGTH)),
    );
    return new TextDecoder().decode(opened);
  } catch {
    return undefined;
  }
}
