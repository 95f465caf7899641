import pino from 'pino';
import { type Database, openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import type { Env } from './env';
import { loadAdminToken } from './lib/admin-token';
import { openRedis } from './lib/redis';
import { seedDemo } from './seed/demo';
import { seedDemoActivity } from './seed/demo-activity';
import { seedDemoAgents } from './seed/demo-agents';
import { seedDemoLottery } from './seed/demo-lottery';
import { createServices, type Services } from './services';

export interface BootstrapOptions {
  env: Env;
  /** An already open database (tests); otherwise opened from the environment. */
  database?: Database;
}

/**
 * Opens the database (PGlite or PostgreSQL), applies migrations, seeds the demo merchant on an
 * empty database, connects Redis when configured, and builds the shared services.
 * The same path serves `npm start`, the admin command line and the tests.
 */
export async function bootstrap({ env, database: given }: BootstrapOptions): Promise<Services> {
  const logger = pino({ level: env.LOG_LEVEL === 'silent' ? 'silent' : env.LOG_LEVEL });
  // First, so an unreachable REDIS_URL stops the start (EnvError, exit 78) before anything is touched.
  const redis = env.REDIS_URL ? await openRedis(env.REDIS_URL, env.REDIS_PREFIX, logger) : undefined;
  let database: Database | undefined = given;
  try {
    database ??= await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      sharedBuffers: env.PGLITE_SHARED_BUFFERS,
      poolSize: env.DATABASE_POOL_SIZE,
    });
    await applyMigrations(database);
    if (env.SEED_DEMO) await seedDemo(database.db, logger);
    const adminToken = loadAdminToken(env.DATA_DIR, env.ADMIN_TOKEN);
    const services = await createServices({ env, database, redis, logger, adminToken });
    // The demo's other players and their week, through the real wallet and game paths (once).
    if (env.SEED_DEMO) await seedDemoActivity(services);
    // The demo agent's three-level team and its days of play (once).
    if (env.SEED_DEMO) await seedDemoAgents(services);
    // The lotteries' past draws and their regulars' paid slips (once). Not in the API tests,
    // whose figures would all move: demo-lottery.test.ts seeds it on its own app.
    if (env.SEED_DEMO && env.NODE_ENV !== 'test') await seedDemoLottery(services);
    return services;
  } catch (error) {
    redis?.disconnect();
    await database?.close().catch(() => {});
    throw error;
  }
}

export async function closeServices(services: Services): Promise<void> {
  await services.bus.close();
  await services.redis?.quit().catch(() => {});
  await services.database.close();
}
