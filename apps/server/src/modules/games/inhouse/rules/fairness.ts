/**
 * Provably fair outcomes, shared by the server and the game pages (conventions 14): the floats
 * of round `nonce` are HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) read four
 * bytes at a time (cursor counts the 32-byte blocks). The server seed's SHA-256 is shown before
 * play and the seed itself after rotation, so a player can recompute every outcome.
 *
 * No crypto here: each side brings its HMAC (node:crypto on the server, WebCrypto in the page,
 * which is asynchronous), so this file holds the messages and the reading of the bytes only.
 */

/** Multipliers are whole basis points (1x = 10,000), so a payout is exact integer arithmetic. */
export const BP = 10_000;

export const payoutOf = (stake: number, multiplierBp: number) => Math.floor((stake * multiplierBp) / BP);

/** The HMAC message of the `cursor`-th 32-byte block of round `nonce`. */
/** What decides a round's floats: the seeds, the round's number, and how many floats the game reads. */
export interface FloatsInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  count: number;
}

export const roundMessage = (clientSeed: string, nonce: number, cursor: number) => `${clientSeed}:${nonce}:${cursor}`;

/** How many blocks `count` floats take (four bytes each, eight per block). */
export const blocksFor = (count: number) => Math.ceil(count / 8);

/** The first `count` floats in [0, 1) of the blocks' digests (2^-32 resolution). */
export function readFloats(digestOf: (cursor: number) => Uint8Array, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const bytes = digestOf(cursor);
    for (let i = 0; i + 4 <= bytes.length && out.length < count; i += 4) {
      out.push(
        (bytes[i] as number) / 256 +
          (bytes[i + 1] as number) / 256 ** 2 +
          (bytes[i + 2] as number) / 256 ** 3 +
          (bytes[i + 3] as number) / 256 ** 4,
      );
    }
  }
  return out;
}

/** Mean and sd of a bet that pays m (basis points) with probability wins/outcomes, else 0. */
export function twoPoint(wins: number, outcomes: number, multiplierBp: number) {
  const p = wins / outcomes;
  const m = multiplierBp / BP;
  return { mean: p * m, sd: Math.sqrt(p * m * m - (p * m) ** 2) };
}
