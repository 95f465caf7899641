import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import { EnvError } from '../env';

/**
 * Redis may go away while the server runs: commands then fail at once (no offline queue) or
 * within a second (a connection that hangs), and the callers fall back to what this instance
 * knows (lib/resilient-counters, lib/bus). The database stays the source of truth throughout.
 */
const OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1000,
  connectTimeout: 3000,
  enableAutoPipelining: true,
  // Keep trying to come back, at most every two seconds.
  retryStrategy: (times) => Math.min(times * 200, 2000),
};

/** Whether Redis answers right now (a connection is up and ready). */
export function redisUp(redis: Redis): boolean {
  return redis.status === 'ready';
}

/** The URL without its password, for messages. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://…';
  }
}

/**
 * Connects to Redis with a key prefix (so several deployments and test runs share one server).
 * An unreachable Redis at start is a bad setting (EnvError: one line naming REDIS_URL, exit 78);
 * losing it later is logged once, and once more when it is back.
 */
export async function openRedis(url: string, keyPrefix: string, logger?: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { ...OPTIONS, keyPrefix });
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = lastError?.message ?? (error as Error).message;
    throw new EnvError(`REDIS_URL=${JSON.stringify(shown(url))}: Redis is unreachable (${reason})`);
  }
  watchRedis(redis, 'Redis', logger);
  return redis;
}

/** Logs when a connection is lost and when it is back (not every reconnect attempt). */
export function watchRedis(redis: Redis, name: string, logger?: FastifyBaseLogger) {
  let down = false;
  redis.on('error', () => {
    // Reported by the reconnecting and ready events below; without a listener ioredis prints each one.
  });
  // 'reconnecting', not 'close': a quit at shutdown closes too, but is not an outage.
  redis.on('reconnecting', () => {
    if (down) return;
    down = true;
    logger?.warn(`${name} is unreachable: rate limits run per instance and invalidations stay local until it is back`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger?.info(`${name} is back: rate limits and invalidations are shared again`);
  });
}
