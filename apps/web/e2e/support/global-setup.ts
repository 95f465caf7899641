import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../../server/src/testing/scratch-database';
import { repoRoot } from './paths';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitReady(url: string, server: ChildProcess) {
  // The first start creates the database and seeds the demo (its agents' week, its lotteries' history).
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`server exited with ${server.exitCode}; see e2e-artifacts/server.log`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

/**
 * Starts the built server (`npm run build` first) on a database of its own: PGlite in a
 * fresh folder, or a new PostgreSQL database when DATABASE_URL is set.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'playdeck-e2e-'));
  const artifacts = path.join(repoRoot, 'e2e-artifacts');
  mkdirSync(artifacts, { recursive: true });
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'playdeck_e2e')
    : undefined;
  const databaseUrl = scratch?.url;

  const port = await freePort();
  const log = openSync(path.join(artifacts, 'server.log'), 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: `playdeck-e2e:${randomBytes(4).toString('hex')}:`,
    // Journeys play clients from other countries with X-Forwarded-For.
    TRUST_PROXY: 'true',
    // Links the server writes (reset e-mails, payment returns) come from configuration only.
    PUBLIC_URL: `http://localhost:${port}`,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    env,
    stdio: ['ignore', log, log],
  });
  const url = `http://localhost:${port}`;
  await waitReady(url, server);

  process.env.E2E_PORT = String(port);
  process.env.E2E_DATA_DIR = dataDir;
  if (databaseUrl) process.env.E2E_DATABASE_URL = databaseUrl;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
