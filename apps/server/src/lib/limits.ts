import { AppError } from './errors';
import type { Counters } from './rate-limit';

export interface Limit {
  /** Counter key (include the merchant, and the IP or account it limits). */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one use against each limit and refuses with 429 (and Retry-After) once any is over.
 * Every limit is counted even when an earlier one refuses, so a flood keeps its counters up.
 */
export async function enforceLimits(counters: Counters, limits: Limit[]): Promise<void> {
  const hits = await Promise.all(limits.map((limit) => counters.hit(limit.key, limit.windowSeconds)));
  let retryAfter = 0;
  hits.forEach((hit, i) => {
    if (hit.count > (limits[i] as Limit).max) retryAfter = Math.max(retryAfter, hit.resetSeconds);
  });
  if (retryAfter > 0) throw new AppError('rate.limited', { retryAfterSeconds: retryAfter });
}
