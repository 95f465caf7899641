import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { rawRows } from '../db/raw';
import type { Db } from '../db/types';

export interface Hit {
  count: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

/**
 * Fixed-window counters shared by every instance: Redis when configured, else a PostgreSQL
 * (or PGlite) table. Used for rate limits and for counting failed logins.
 */
export interface Counters {
  /** Adds one and returns the count in the current window. */
  hit(key: string, windowSeconds: number): Promise<Hit>;
  /** The current count without adding. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

const INCR_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisCounters(redis: Redis): Counters {
  return {
    async hit(key, windowSeconds) {
      const [count, ttl] = (await redis.eval(INCR_SCRIPT, 1, `rl:${key}`, windowSeconds * 1000)) as [number, number];
      return { count, resetSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async peek(key) {
      return Number((await redis.get(`rl:${key}`)) ?? 0);
    },
    async reset(key) {
      await redis.del(`rl:${key}`);
    },
  };
}

export function databaseCounters(db: Db): Counters {
  return {
    async hit(key, windowSeconds) {
      // One statement: a new window starts at 1, a live one adds 1 (atomic under concurrency).
      const [row] = await rawRows<{ count: number; reset_seconds: number }>(
        db,
        sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
            then now() + make_interval(secs => ${windowSeconds}) else rate_limits.reset_at end
        returning count, ceil(extract(epoch from (reset_at - now())))::int as reset_seconds`,
      );
      if (!row) throw new Error('counter upsert returned no row');
      return { count: row.count, resetSeconds: Math.max(1, row.reset_seconds) };
    },
    async peek(key) {
      const [row] = await rawRows<{ count: number }>(
        db,
        sql`select count from rate_limits where key = ${key} and reset_at > now()`,
      );
      return row?.count ?? 0;
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}

/**
 * Fixed-window counters in this process's memory. Exact where one process is the only server
 * (the embedded database allows one), and what the vendor API's flood guard uses there: a
 * database counter would cost every vendor call a write (issue 10).
 */
export function localCounters(): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  };
  return {
    async hit(key, windowSeconds) {
      const now = Date.now();
      const window = live(key, now) ?? { count: 0, resetAt: now + windowSeconds * 1000 };
      window.count++;
      windows.set(key, window);
      return { count: window.count, resetSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    },
    async peek(key) {
      return live(key, Date.now())?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
