import pino from 'pino';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { loadEnv } from '../env';
import { seedDemo } from '../seed/demo';

/**
 * Run by the server before it opens the embedded database: creates it, applies migrations and
 * seeds the demo merchant, then exits. WebAssembly memory never shrinks, so this heavy first
 * work happens here and the server starts at its normal size.
 */
const env = loadEnv();
const database = await openDatabase({
  dataDir: env.DATA_DIR,
  sharedBuffers: env.PGLITE_SHARED_BUFFERS,
  initInProcess: true,
});
try {
  await applyMigrations(database);
  if (env.SEED_DEMO)
    await seedDemo(database.db, pino({ level: env.LOG_LEVEL === 'silent' ? 'silent' : env.LOG_LEVEL }));
} finally {
  await database.close();
}
