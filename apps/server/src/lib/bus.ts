import type { Redis } from 'ioredis';

type Listener = (message: string) => void;

/**
 * Tells every instance that something cached changed (for example a merchant's settings).
 * Local listeners always hear it; with Redis, the other instances hear it too.
 * Without Redis, other instances catch up when their cache entry expires.
 */
export interface Bus {
  publish(topic: string, message: string): Promise<void>;
  subscribe(topic: string, listener: Listener): void;
  close(): Promise<void>;
}

export async function createBus(redis: Redis | undefined, channelPrefix: string): Promise<Bus> {
  const listeners = new Map<string, Set<Listener>>();
  const instanceId = Math.random().toString(36).slice(2);
  const channel = `${channelPrefix}bus`;
  const deliver = (topic: string, message: string) => {
    for (const listener of listeners.get(topic) ?? []) listener(message);
  };

  let subscriber: Redis | undefined;
  if (redis) {
    subscriber = redis.duplicate();
    await subscriber.subscribe(channel);
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        const { from, topic, message } = JSON.parse(raw) as { from: string; topic: string; message: string };
        if (from !== instanceId) deliver(topic, message);
      } catch {
        // Not ours: ignore.
      }
    });
  }

  return {
    async publish(topic, message) {
      deliver(topic, message);
      if (redis) await redis.publish(channel, JSON.stringify({ from: instanceId, topic, message }));
    },
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
