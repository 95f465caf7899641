import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/raw';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { adminCommand } from '../../../testing/wallet';
import { verifyLedger } from '../../ledger/verify';
import { seamlessRepo } from './seamless.repo';
import { createSeamlessBatch } from './seamless-batch';
import type { SeamlessItem } from './seamless-batch.decide';
import { walletFor } from './seamless-players';
import { createSeamlessWallet, type SeamlessWallet } from './seamless-wallet.service';
import type { VendorAnswer } from './vendor-answer';

/**
 * Issue 10: the batched seamless wallet answers every call exactly as the one-at-a-time path
 * (the oracle) would, whatever the batch sizes and splits; a batch the database refuses is split
 * until the one item it refuses fails alone.
 */
let t: TestApp;
let oracle: SeamlessWallet;
let batch: ReturnType<typeof createSeamlessBatch>;
const VENDOR = 'AUR';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.services.database;
  oracle = createSeamlessWallet({ db, settings: t.services.settings, ledger: t.services.ledger, groupCommit: false });
  batch = createSeamlessBatch({ db, ledger: t.services.ledger }, { max: 50, concurrency: 1 });
}, 60_000);
afterAll(() => t.close());

const seedPlayers = async (count: number, funds: number) =>
  (await adminCommand(t, 'players:seed', 'DEMO', String(count), '--funds', String(funds))).output.split('\n').slice(1);

type Step = { type: 'bet' | 'win'; player: number; round: number; tx: number; amount: number };

/** One call as the batch takes it, prepared as the wallet prepares it. */
async function itemOf(playerId: string, step: Step, prefix: string): Promise<SeamlessItem> {
  const { db } = t.services.database;
  const player = await oracle.playerOf(playerId);
  if (!player) throw new Error(`no player ${playerId}`);
  const call = {
    playerId,
    roundId: `${prefix}-r${step.round}`,
    transactionId: `${prefix}-t${step.tx}`,
    currency: 'PHP',
    amount: step.amount,
  };
  const ref = walletFor(player, 'PHP');
  if (!ref) throw new Error('no wallet');
  const accountId = await t.services.ledger.accountId({ merchantId: player.merchant.id, currency: 'PHP', ref });
  if (step.type === 'win') return { type: 'win', vendor: VENDOR, call, player, ref, accountId };
  const game = await seamlessRepo(db).activeGame(VENDOR, 'aur-001');
  if (!game) throw new Error('no game');
  return { type: 'bet', vendor: VENDOR, call, player, ref, accountId, game };
}

/** An answer with the run's prefix taken out of its transaction id, so two runs compare. */
const neutral = (answer: VendorAnswer, prefix: string) => JSON.parse(JSON.stringify(answer).replaceAll(prefix, 'P'));

async function memberBalance(playerId: string) {
  const answer = await oracle.balance(VENDOR, playerId, 'PHP');
  return answer.body.ok ? answer.body.balance : Number.NaN;
}

async function roundsOf(prefix: string) {
  return rawRows<{ round_id: string; stake: number; payout: number; status: string }>(
    t.services.database.db,
    sql`select replace(round_id, ${prefix}, 'P') as round_id, stake::float8 as stake, payout::float8 as payout, status
        from game_rounds where round_id like ${`${prefix}-%`} order by round_id`,
  );
}

const steps = fc.array(
  fc.record({
    type: fc.constantFrom('bet' as const, 'bet' as const, 'win' as const),
    player: fc.integer({ min: 0, max: 2 }),
    round: fc.integer({ min: 0, max: 5 }),
    // A small pool of ids: replays, duplicates (same id, other call) and conflicts come often.
    tx: fc.integer({ min: 0, max: 9 }),
    amount: fc.constantFrom(0, 1, 50, 300, 2_000, 9_000),
  }),
  { minLength: 1, maxLength: 30 },
);

describe('batched seamless wallet against the one-at-a-time oracle', () => {
  it('any calls in batches of random sizes answer and end as applied one at a time', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        steps,
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 30, maxLength: 30 }),
        async (calls, cuts) => {
          run++;
          const [a, b] = [`o${run}-${Date.now()}`, `b${run}-${Date.now()}`];
          const players = { [a]: await seedPlayers(3, 2_000), [b]: await seedPlayers(3, 2_000) };
          const alone: unknown[] = [];
          for (const step of calls) {
            const item = await itemOf(players[a]?.[step.player] as string, step, a);
            const call = { ...item.call, gameCode: 'aur-001' };
            const answer = await (step.type === 'bet' ? oracle.bet(VENDOR, call) : oracle.win(VENDOR, call)).catch(
              (error: unknown) => ({ failed: (error as { code?: string }).code }),
            );
            alone.push('failed' in answer ? answer : neutral(answer, a));
          }
          const batched: unknown[] = [];
          for (let at = 0, cut = 0; at < calls.length; cut++) {
            const size = cuts[cut % cuts.length] as number;
            const slice = calls.slice(at, at + size);
            at += size;
            const items = await Promise.all(slice.map((step) => itemOf(players[b]?.[step.player] as string, step, b)));
            for (const outcome of await batch.applyAsOneBatch(items))
              batched.push(
                outcome.ok ? neutral(outcome.value, b) : { failed: (outcome.error as { code?: string }).code },
              );
          }
          expect(batched).toEqual(alone);
          for (let i = 0; i < 3; i++)
            expect(await memberBalance(players[b]?.[i] as string)).toBe(await memberBalance(players[a]?.[i] as string));
          expect(await roundsOf(b)).toEqual(await roundsOf(a));
        },
      ),
      { numRuns: 25 },
    );
    expect((await verifyLedger(t.services.database.db)).flatMap((c) => c.problems)).toEqual([]);
  }, 240_000);
});

describe('a mixed batch', () => {
  it('answers insufficient funds, replays, duplicates, closed rounds and normal items each as alone', async () => {
    const [p, q] = await seedPlayers(2, 1_000);
    const id = `m${Date.now()}`;
    const make = (who: string, type: 'bet' | 'win', round: number, tx: number, amount: number) =>
      itemOf(who, { type, player: 0, round, tx, amount }, id);
    // Settle round 9 first, so a bet into it is a closed round.
    await batch.applyAsOneBatch([await make(p as string, 'bet', 9, 90, 100), await make(p as string, 'win', 9, 91, 0)]);
    const items = await Promise.all([
      make(p as string, 'bet', 1, 1, 300), // fine: 900 -> 600
      make(p as string, 'bet', 1, 1, 300), // a replay inside the batch: the same answer
      make(p as string, 'bet', 2, 2, 5_000), // over the balance
      make(p as string, 'bet', 1, 3, 600), // the rest of the balance, same round: 600 -> 0
      make(p as string, 'bet', 3, 4, 1), // nothing left
      make(p as string, 'win', 1, 1, 300), // the bet's id reused for a win: a duplicate
      make(p as string, 'bet', 9, 5, 10), // the round is settled
      make(q as string, 'win', 1, 6, 50), // another player's round
      make(p as string, 'win', 1, 7, 1_200), // pays, settles round 1
      make(p as string, 'win', 4, 8, 10), // no such round
    ]);
    const answers = (await batch.applyAsOneBatch(items)).map((o) => (o.ok ? o.value.body : o.error));
    expect(answers).toEqual([
      { ok: true, balance: 600, currency: 'PHP', transactionId: `${id}-t1` },
      { ok: true, balance: 600, currency: 'PHP', transactionId: `${id}-t1` },
      { ok: false, error: 'INSUFFICIENT_FUNDS', balance: 600 },
      { ok: true, balance: 0, currency: 'PHP', transactionId: `${id}-t3` },
      { ok: false, error: 'INSUFFICIENT_FUNDS', balance: 0 },
      { ok: false, error: 'DUPLICATE_TRANSACTION' },
      { ok: false, error: 'ROUND_CLOSED' },
      { ok: false, error: 'PLAYER_MISMATCH' },
      { ok: true, balance: 1_200, currency: 'PHP', transactionId: `${id}-t7` },
      { ok: false, error: 'UNKNOWN_ROUND' },
    ]);
    expect(await memberBalance(p as string)).toBe(1_200);
    expect(await memberBalance(q as string)).toBe(1_000);
  });

  it('an item the database refuses fails alone; its neighbours commit', async () => {
    const [p] = await seedPlayers(1, 1_000);
    const id = `d${Date.now()}`;
    const player = await oracle.playerOf(p as string);
    if (!player) throw new Error('no player');
    // The ledger already holds a transfer under the key the second bet will use (another request):
    // its insert breaks the idempotency key, the whole batch rolls back and is applied again in halves.
    await t.services.ledger.transfer({
      merchantId: player.merchant.id,
      currency: 'PHP',
      from: { house: 'adjustments' },
      to: { house: `vendor:${VENDOR}` },
      amount: 1,
      kind: 'adjustment',
      source: `vendor:${VENDOR}`,
      externalId: `${id}-t2`,
      actor: 'test',
    });
    const queue = createSeamlessBatch(
      { db: t.services.database.db, ledger: t.services.ledger },
      { max: 50, concurrency: 1 },
    );
    const items = await Promise.all(
      [1, 2, 3, 4].map((n) => itemOf(p as string, { type: 'bet', player: 0, round: n, tx: n, amount: 100 }, id)),
    );
    const settled = await Promise.allSettled(items.map((item) => queue.submit(item)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(await memberBalance(p as string)).toBe(700);
    const recorded = await rawRows<{ n: number }>(
      t.services.database.db,
      sql`select count(*)::int as n from vendor_transactions where transaction_id like ${`${id}-%`}`,
    );
    expect(recorded[0]?.n).toBe(3);
    expect((await verifyLedger(t.services.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });
});
