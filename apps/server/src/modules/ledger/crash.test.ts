import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { applyMigrations } from '../../db/migrate';
import { ledgerTransfers } from '../../db/schema';
import { adminOf, freePort, startServerProcess } from '../../testing/server-process';
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

/** One adjustment through the operator API; resolves to its key when the server acknowledged it. */
async function adjust(port: number, key: string, amount: number): Promise<string | null> {
  const args = ['adjust', 'DEMO', 'demo', String(amount), '--reason', 'crash test', '--id', key];
  return (await adminOf(port, token, ...args)) === null ? null : key;
}

describe('crash safety', () => {
  it(`${CYCLES} cycles of kill -9 with ${IN_FLIGHT} transfers in flight lose nothing acknowledged`, async () => {
    const acknowledged: string[] = [];
    let attempted = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const port = await freePort();
      const server = await startServerProcess(db, { port, adminToken: token });
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
