import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { createApp } from './app';
import { bootstrap, closeServices } from './bootstrap';
import { EnvError, loadEnv } from './env';
import { startHousekeeping } from './jobs/housekeeping';

/** `npm start`: the whole platform in one process. */
async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  if (!env.DATABASE_URL) prepareEmbeddedDatabase();
  const services = await bootstrap({ env });
  const app = await createApp(services);
  const stopHousekeeping = startHousekeeping(services, app.log);
  const controlFile = path.join(env.DATA_DIR, 'server.json');

  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    services.shuttingDown = true;
    stopHousekeeping();
    rmSync(controlFile, { force: true });
    await app.close();
    await closeServices(services);
  });

  const address = await app.listen({ host: env.HOST, port: env.PORT });
  const port = app.server.address();
  // The admin command line finds the running server here (the embedded database allows one process).
  writeFileSync(
    controlFile,
    JSON.stringify({
      pid: process.pid,
      url: `http://127.0.0.1:${typeof port === 'object' && port ? port.port : env.PORT}`,
    }),
    { mode: 0o600 },
  );
  app.log.info({ address, database: services.database.kind, redis: Boolean(services.redis) }, 'Playdeck is serving');
}

/** Migrations and seeding on PGlite run in a child process (see cli/prepare-database). */
function prepareEmbeddedDatabase() {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(
    new URL(fromSource ? './cli/prepare-database.ts' : './prepare-database.js', import.meta.url),
  );
  execFileSync(process.execPath, [...process.execArgv, entry], { stdio: 'inherit' });
}

main().catch((error) => {
  // A setting found bad only when used (an unreachable REDIS_URL): one line, like loadEnv's.
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(78); // EX_CONFIG
  }
  console.error(error);
  process.exit(1);
});
