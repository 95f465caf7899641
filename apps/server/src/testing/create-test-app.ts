import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApp } from '../app';
import { bootstrap, closeServices } from '../bootstrap';
import { loadEnv } from '../env';
import type { Services } from '../services';
import { createTestDatabase, joinTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  testDatabase: TestDatabase;
  /** Its Redis keys' prefix (a second instance of the same deployment shares it, and so its bus). */
  redisPrefix: string;
  /** Set once `listen()` ran: the base URL of the real listening server. */
  url: string;
  listen(): Promise<string>;
  /** Injects a request with the demo merchant's header unless the test gives its own. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real server on a real database of its own (conventions 8), the demo merchant seeded.
 * Redis is used when REDIS_URL is set, under a key prefix of this test's own.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  { sameDatabaseAs }: { sameDatabaseAs?: TestApp } = {},
): Promise<TestApp> {
  // A second instance (PostgreSQL only) shares the first one's database, as instances behind a
  // load balancer do; it closes its own pool and leaves the database to the first.
  const sharedUrl = sameDatabaseAs?.testDatabase.url;
  if (sameDatabaseAs && !sharedUrl) throw new Error('two instances share a PostgreSQL database only');
  const testDatabase = sharedUrl ? await joinTestDatabase(sharedUrl) : await createTestDatabase();
  const redisPrefix = sameDatabaseAs?.redisPrefix ?? `playdeck-test:${randomBytes(6).toString('hex')}:`;
  const env = loadEnv({
    REDIS_PREFIX: redisPrefix,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: testDatabase.dataDir,
    ADMIN_TOKEN: randomBytes(24).toString('hex'),
    WEB_DIST: '/nonexistent',
    // Where links point (the embedded demo's default, also on PostgreSQL; listen() sets the real one).
    PUBLIC_URL: 'http://localhost:8080',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...(testDatabase.url ? { DATABASE_URL: testDatabase.url } : {}),
    ...envOverrides,
  });
  const services = await bootstrap({ env, database: testDatabase.database });
  const app = await createApp(services);
  await app.ready();

  const testApp: TestApp = {
    app,
    services,
    testDatabase,
    redisPrefix,
    url: '',
    async listen() {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      testApp.url = address;
      // Links the server writes (payment returns, social callbacks) point here, unless the test set its own.
      if (!envOverrides.PUBLIC_URL) services.env.PUBLIC_URL = address;
      return address;
    },
    request(options) {
      return app.inject({ ...options, headers: { merchant: 'DEMO', ...options.headers } });
    },
    async close() {
      await app.close();
      if (services.redis) {
        const keys = await services.redis.keys(`${redisPrefix}*`);
        if (keys.length) await services.redis.del(...keys.map((key) => key.slice(redisPrefix.length)));
      }
      await closeServices(services);
      await testDatabase.drop();
    },
  };
  return testApp;
}
