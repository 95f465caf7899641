import { Redis } from 'ioredis';

/** Opens Redis with a key prefix, so several deployments (and test runs) can share one server. */
export async function openRedis(url: string, keyPrefix: string): Promise<Redis> {
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  await redis.connect();
  return redis;
}
