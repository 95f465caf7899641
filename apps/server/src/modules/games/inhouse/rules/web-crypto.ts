import { blocksFor, type FloatsInput, readFloats, roundMessage } from './fairness';

/**
 * The fairness check with WebCrypto, as the game page's verify form runs it (asynchronous;
 * only in a secure context, so the page checks `crypto.subtle` first).
 */
const encoder = new TextEncoder();

export async function floatsWebCrypto({ serverSeed, clientSeed, nonce, count }: FloatsInput) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digests = await Promise.all(
    Array.from(
      { length: blocksFor(count) },
      async (_, cursor) =>
        new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(roundMessage(clientSeed, nonce, cursor)))),
    ),
  );
  return readFloats((cursor) => digests[cursor] as Uint8Array, count);
}

/** SHA-256 of the text, in hex: what the hash shown before play must equal. */
export async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}
