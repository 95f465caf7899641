import { createHmac } from 'node:crypto';

/**
 * Provably fair outcomes: the floats of round `nonce` are HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}:${cursor}`) read four bytes at a time (cursor counts the 32-byte
 * blocks). The server seed's SHA-256 is shown before play and the seed itself after rotation,
 * so a player can recompute every outcome.
 */
export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i + 4 <= bytes.length && out.length < count; i += 4) {
      // Four bytes make a float in [0, 1) with 2^-32 resolution.
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

/** Multipliers are whole basis points (1x = 10,000), so a payout is exact integer arithmetic. */
export const BP = 10_000;

export const payoutOf = (stake: number, multiplierBp: number) => Math.floor((stake * multiplierBp) / BP);
