import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { applyMigrations } from '../../db/migrate';
import { ledgerTransfers } from '../../db/schema';
import { serverRoot } from '../../lib/package-root';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { verifyLedger } from './verify';

/**
 * The issue: kill -9 the server at random moments while 200 transfers are in flight, 20 cycles,
 * restart, verify: no acknowledged transfer lost, no half transfer. The server is the real
 * process (`src/main.ts`) on a database that outlives it.
 */
const CYCLES = 20;
const IN_FLIGHT = 200;
const token = randomBytes(24).toString('hex');

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  // The server process opens the embedded database itself: this process lets go of it.
  await db.database.close();
});
afterAll(() => db.drop());

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * The built server when it is newer than every source (as under `npm test`, which builds
 * first): it starts in a fraction of the time tsx takes, twenty times over.
 */
function serverCommand(): string[] {
  const built = path.join(serverRoot, 'dist', 'main.js');
  if (existsSync(built)) {
    const newestSource = Math.max(
      ...readdirSync(path.join(serverRoot, 'src'), { recursive: true }).map(
        (f) => statSync(path.join(serverRoot, 'src', String(f))).mtimeMs,
      ),
    );
    if (statSync(built).mtimeMs > newestSource) return [built];
  }
  return ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')];
}

async function startServer(port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: token,
    WEB_DIST: '/nonexistent',
    REDIS_PREFIX: `playdeck-crash:${port}:`,
  };
  if (db.url) env.DATABASE_URL = db.url;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, serverCommand(), {
    env,
    stdio: 'ignore',
  });
  // Generous: the embedded database recovers its WAL on start, and a loaded CI machine is slow.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 120 s');
}

/** One adjustment through the operator API; resolves to its key when the server acknowledged it. */
async function adjust(port: number, key: string, amount: number): Promise<string | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/admin/api/commands/adjust`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ args: ['DEMO', 'demo', String(amount), '--reason', 'crash test', '--id', key] }),
    });
    const body = (await res.json()) as { ok: boolean };
    return res.ok && body.ok ? key : null;
  } catch {
    return null; // cut off by the kill: not acknowledged
  }
}

describe('crash safety', () => {
  it(`${CYCLES} cycles of kill -9 with ${IN_FLIGHT} transfers in flight lose nothing acknowledged`, async () => {
    const acknowledged: string[] = [];
    let attempted = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const port = await freePort();
      const server = await startServer(port);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      let firstAnswer: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        firstAnswer = resolve;
      });
      const inFlight = Array.from({ length: IN_FLIGHT }, (_, i) => {
        attempted++;
        // Mostly credits, some debits (a few of which the wallet cannot pay).
        return adjust(port, `crash-${cycle}-${i}`, i % 4 === 3 ? -700 : 1000).then((key) => {
          if (key) firstAnswer();
          return key;
        });
      });
      // Once answers have begun, kill at a random moment while the rest are still in flight
      // (however fast or busy the machine is).
      await Promise.race([answered, new Promise((r) => setTimeout(r, 20_000))]);
      await new Promise((r) => setTimeout(r, Math.random() * 400));
      server.kill('SIGKILL');
      await exited;
      for (const key of await Promise.all(inFlight)) if (key) acknowledged.push(key);
    }
    expect(attempted).toBe(CYCLES * IN_FLIGHT);
    expect(acknowledged.length).toBeGreaterThan(0);

    // Restart (on the embedded database: a stale lock and an unfinished WAL are recovered).
    const database = await openDatabase({ databaseUrl: db.url, dataDir: db.dataDir });
    try {
      await applyMigrations(database);
      const found = new Set<string>();
      for (let i = 0; i < acknowledged.length; i += 500) {
        const rows = await database.db
          .select({ key: ledgerTransfers.externalId })
          .from(ledgerTransfers)
          .where(inArray(ledgerTransfers.externalId, acknowledged.slice(i, i + 500)));
        for (const row of rows) found.add(row.key);
      }
      const lost = acknowledged.filter((key) => !found.has(key));
      expect(lost).toEqual([]);
      const checks = await verifyLedger(database.db);
      expect(checks.flatMap((c) => c.problems)).toEqual([]);
      const all = await database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.source, 'adjustment'));
      console.log(`crash test: ${attempted} sent, ${acknowledged.length} acknowledged, ${all.length} committed`);
    } finally {
      await database.close();
    }
  }, 900_000);
});
