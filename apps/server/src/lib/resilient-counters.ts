import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Counters, Hit } from './rate-limit';
import { redisUp } from './redis';

/** Local windows kept at most: old ones are dropped first (a few MB). */
const MAX_KEYS = 100_000;

/** Fixed-window counters in this process only: the stand-in while Redis is away. */
export function memoryCounters(now: () => number = Date.now): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) windows.delete(key);
    return entry && entry.resetAt > now() ? entry : undefined;
  };
  return {
    async hit(key, windowSeconds): Promise<Hit> {
      let entry = live(key);
      if (!entry) {
        if (windows.size >= MAX_KEYS) {
          for (const [k, e] of windows) if (e.resetAt <= now()) windows.delete(k);
          if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value as string);
        }
        entry = { count: 0, resetAt: now() + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetSeconds: Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) };
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Redis counters that degrade to this process's own while Redis is down (issue 8 item 12): a
 * rate limit that holds per instance beats a 500 on every login. Back to Redis as soon as it
 * answers again; counts made locally meanwhile are not carried over.
 */
export function resilientCounters({
  redis,
  shared,
  logger,
  local = memoryCounters(),
}: {
  redis: Redis;
  shared: Counters;
  logger?: FastifyBaseLogger | undefined;
  local?: Counters;
}): Counters {
  let warnedAt = 0;
  // After a failed or timed-out command, the next few seconds go local without asking: a Redis
  // that hangs (no reset from the network) would otherwise cost every request a command timeout.
  let localUntil = 0;
  const degraded = (error: unknown) => {
    localUntil = Date.now() + 5_000;
    // A failing command while the connection looks up: say so, at most once a minute.
    if (Date.now() - warnedAt > 60_000) {
      warnedAt = Date.now();
      logger?.warn({ err: error }, 'Redis command failed: this counter falls back to the instance');
    }
  };
  const pick = <K extends keyof Counters>(name: K) =>
    (async (...args: Parameters<Counters[K]>) => {
      const call = (counters: Counters) => (counters[name] as (...a: Parameters<Counters[K]>) => unknown)(...args);
      if (!redisUp(redis) || Date.now() < localUntil) return call(local);
      try {
        return await call(shared);
      } catch (error) {
        degraded(error);
        return call(local);
      }
    }) as Counters[K];
  return { hit: pick('hit'), peek: pick('peek'), reset: pick('reset') };
}
