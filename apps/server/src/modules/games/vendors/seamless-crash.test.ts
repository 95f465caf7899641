import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { applyMigrations } from '../../../db/migrate';
import { rawRows } from '../../../db/raw';
import { adminOf, freePort, startServerProcess } from '../../../testing/server-process';
import { createTestDatabase, type TestDatabase, usingPostgres } from '../../../testing/test-database';
import { verifyLedger } from '../../ledger/verify';

/**
 * Issue 10: kill -9 the server while batches of vendor bets and wins are in flight, 20 cycles,
 * then look: every call the server answered is recorded with exactly that answer, every one
 * that moved money has its ledger transfer, no transfer lacks its call (nothing half-applied),
 * and the ledger verifies.
 */
const CYCLES = 20;
const ROUNDS_IN_FLIGHT = 60;
const token = randomBytes(24).toString('hex');

let db: TestDatabase;
beforeAll(async () => {
  if (!usingPostgres) return;
  db = await createTestDatabase();
  await db.database.close(); // the server process opens the database itself
});
afterAll(() => db?.drop());

type Answer = { ok: boolean; error?: string; balance?: number };
interface Acknowledged {
  transactionId: string;
  answer: Answer;
}

/** A signed vendor call; its answer, or null when the kill cut it off. */
async function vendorCall(port: number, secret: string, action: string, body: object): Promise<Answer | null> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const res = await fetch(`http://127.0.0.1:${port}/vendor-api/AUR/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex'),
      },
      body: raw,
    });
    return (await res.json()) as Answer;
  } catch {
    return null;
  }
}

// On PostgreSQL, as the issue asks of its crash tests (the ledger's own crash test covers PGlite's recovery).
describe.runIf(usingPostgres)('crash safety of the batched seamless wallet (PostgreSQL)', () => {
  it(`${CYCLES} cycles of kill -9 with ${ROUNDS_IN_FLIGHT} rounds in flight lose nothing answered`, async () => {
    const acknowledged: Acknowledged[] = [];
    let players: string[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const port = await freePort();
      const server = await startServerProcess(db, { port, adminToken: token });
      const exited = new Promise((resolve) => server.once('exit', resolve));
      const secret = (await adminOf(port, token, 'vendor:secret', 'AUR')) as string;
      if (cycle === 0)
        players = ((await adminOf(port, token, 'players:seed', 'DEMO', '30', '--funds', '3000')) as string)
          .split('\n')
          .slice(1);
      let firstAnswer: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        firstAnswer = resolve;
      });
      const send = async (action: string, body: { transactionId: string; [field: string]: unknown }) => {
        const answer = await vendorCall(port, secret, action, body);
        if (answer) {
          acknowledged.push({ transactionId: body.transactionId, answer });
          firstAnswer();
        }
        return answer;
      };
      const rounds = Array.from({ length: ROUNDS_IN_FLIGHT }, async (_, i) => {
        const roundId = randomUUID();
        const base = { playerId: players[i % players.length], roundId, gameCode: 'aur-001', currency: 'PHP' };
        // Stakes big enough that some players run dry: refusals are answers too.
        const bet = await send('bet', { ...base, transactionId: `${roundId}-b`, amount: 100 + (i % 5) * 150 });
        if (bet?.ok) await send('win', { ...base, transactionId: `${roundId}-w`, amount: (i % 3) * 200 });
      });
      await Promise.race([answered, new Promise((r) => setTimeout(r, 20_000))]);
      await new Promise((r) => setTimeout(r, Math.random() * 300));
      server.kill('SIGKILL');
      await exited;
      await Promise.all(rounds);
    }
    expect(acknowledged.length).toBeGreaterThan(CYCLES);

    const database = await openDatabase({ databaseUrl: db.url, dataDir: db.dataDir });
    try {
      await applyMigrations(database);
      const rows = await rawRows<{ transaction_id: string; response: { body: Answer }; moved: boolean }>(
        database.db,
        sql`select transaction_id, response, ledger_transfer_id is not null as moved from vendor_transactions`,
      );
      const recorded = new Map(rows.map((row) => [row.transaction_id, row]));
      const lost = acknowledged.filter(({ transactionId, answer }) => {
        const row = recorded.get(transactionId);
        return !row || JSON.stringify(row.response.body) !== JSON.stringify(answer);
      });
      expect(lost).toEqual([]);
      // A paid bet or win is a ledger transfer, and a transfer of the vendor's is always a recorded call.
      const unpaid = acknowledged.filter(
        ({ transactionId, answer }) => answer.ok && transactionId.endsWith('-b') && !recorded.get(transactionId)?.moved,
      );
      expect(unpaid).toEqual([]);
      const [orphans] = await rawRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ledger_transfers t where t.source = 'vendor:AUR'
            and not exists (select 1 from vendor_transactions v where v.ledger_transfer_id = t.id)`,
      );
      expect(orphans?.n).toBe(0);
      expect((await verifyLedger(database.db)).flatMap((check) => check.problems)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 900_000);
});
