import { BP, payoutOf } from '../../games/inhouse/rules/fairness';

/**
 * A draw's digits, provably fair: the draw's server seed is made when the draw is scheduled and
 * its SHA-256 published at once; the digits are the floats of HMAC-SHA256(seed, `${drawKey}:0:n`)
 * (the in-house games' scheme, games/inhouse/rules/fairness.ts) each read as floor(10 x f). The
 * seed is revealed after the draw, so anyone can recompute the result.
 */
export const digitsOf = (floats: number[]) => floats.map((f) => Math.min(9, Math.floor(f * 10)));

/** What a bet pays: each hit pays the stake at the bet type's odds (basis points: 1x = 10,000). */
export const lotteryPayout = (stake: number, oddsBp: number, hits: number) => hits * payoutOf(stake, oddsBp);

export { BP };
