import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisUp, watchRedis } from './redis';

type Listener = (message: string) => void;

/**
 * Tells every instance that something cached changed (for example a merchant's settings).
 * Local listeners always hear it; with Redis, the other instances hear it too.
 * Without Redis, or while it is down, other instances catch up when their cache entry expires:
 * publishing never fails, because what it announces is already in the database.
 */
export interface Bus {
  publish(topic: string, message: string): Promise<void>;
  /** Tells the other instances only (this one has heard it already). */
  publishToOthers(topic: string, message: string): Promise<void>;
  subscribe(topic: string, listener: Listener): void;
  close(): Promise<void>;
}

export async function createBus(
  redis: Redis | undefined,
  channelPrefix: string,
  logger?: FastifyBaseLogger,
): Promise<Bus> {
  const listeners = new Map<string, Set<Listener>>();
  const instanceId = Math.random().toString(36).slice(2);
  const channel = `${channelPrefix}bus`;
  const deliver = (topic: string, message: string) => {
    for (const listener of listeners.get(topic) ?? []) listener(message);
  };

  let subscriber: Redis | undefined;
  if (redis) {
    subscriber = redis.duplicate();
    watchRedis(subscriber, 'Redis (invalidation channel)', logger);
    await subscriber.connect();
    await subscriber.subscribe(channel); // ioredis subscribes again after a reconnect
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        const { from, topic, message } = JSON.parse(raw) as { from: string; topic: string; message: string };
        if (from !== instanceId) deliver(topic, message);
      } catch {
        // Not ours: ignore.
      }
    });
  }

  async function publishToOthers(topic: string, message: string) {
    if (!redis || !redisUp(redis)) return;
    await redis.publish(channel, JSON.stringify({ from: instanceId, topic, message })).catch((error: unknown) => {
      logger?.warn({ err: error, topic }, 'invalidation not shared: Redis failed; other instances catch up by expiry');
    });
  }

  return {
    async publish(topic, message) {
      deliver(topic, message);
      await publishToOthers(topic, message);
    },
    publishToOthers,
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
    },
    async close() {
      await subscriber?.quit().catch(() => {});
    },
  };
}
