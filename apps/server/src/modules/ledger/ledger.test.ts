import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TransferRequest } from './ledger.service';
import { verifyLedger } from './verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const M = 1;
const PHP = 'PHP';
let key = 0;
const req = (overrides: Partial<TransferRequest>): TransferRequest => ({
  merchantId: M,
  currency: PHP,
  from: { house: 'deposits_clearing' },
  to: { member: 1, purpose: 'main' },
  amount: 1000,
  kind: 'deposit',
  source: 'test',
  externalId: `k${key++}`,
  actor: 'test',
  ...overrides,
});
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e),
  );
const consistent = async () => (await verifyLedger(t.services.database.db)).every((c) => c.problems.length === 0);

/** A member of the demo merchant to give a wallet (the demo player is member 1). */
async function newMember(name: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/commands/member:add',
    headers: { authorization: `Bearer ${t.services.adminToken}` },
    payload: { args: ['DEMO', name, `${name}-long-password`] },
  });
  expect(res.json().ok).toBe(true);
  const row = await t.services.database.db.query.members.findFirst({ where: (m, { eq }) => eq(m.username, name) });
  return row?.id as number;
}

describe('transfers', () => {
  it('moves money from one account to another with two entries, and the currency sums to zero', async () => {
    const ledger = t.services.ledger;
    const member = await newMember('ledger_a');
    const result = await ledger.transfer(req({ to: { member, purpose: 'main' }, amount: 12_345 }));
    // The house side is one of the purpose's shards, which the demo seed may already have used:
    // its balance is whatever it was, less 12,345 (the entry below says so).
    expect(result).toMatchObject({ status: 'posted', replayed: false, toBalance: 12_345 });
    expect(await ledger.balance({ merchantId: M, currency: PHP, ref: { member, purpose: 'main' } })).toBe(12_345);
    const entries = await t.services.database.db
      .select()
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.transferId} = ${result.transferId}`);
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-12_345, 12_345]);
    expect(entries.find((e) => e.amount < 0)?.balanceAfter).toBe(result.fromBalance);
    expect(await consistent()).toBe(true);
  });

  it('refuses to take a member below zero, and changes nothing', async () => {
    const ledger = t.services.ledger;
    const member = await newMember('ledger_b');
    await ledger.transfer(req({ to: { member, purpose: 'main' }, amount: 500 }));
    const spend = req({ from: { member, purpose: 'main' }, to: { house: 'vendor:INHOUSE' }, amount: 501, kind: 'bet' });
    expect(await outcome(ledger.transfer(spend))).toBe('insufficient.funds');
    expect(await ledger.balance({ merchantId: M, currency: PHP, ref: { member, purpose: 'main' } })).toBe(500);
    // A refused transfer left nothing behind, not even its key: the same key can pay what is there.
    expect(await outcome(ledger.transfer({ ...spend, amount: 500 }))).toBe('ok');
    expect(await ledger.balance({ merchantId: M, currency: PHP, ref: { member, purpose: 'main' } })).toBe(0);
    expect(await consistent()).toBe(true);
  });

  it('refuses amounts that are not positive whole minor units', async () => {
    for (const amount of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, 1e16]) {
      expect(await outcome(t.services.ledger.transfer(req({ amount })))).toBe('validation.failed');
    }
  });

  it('the same key 20 times at once: one transfer, identical answers; another body: conflict', async () => {
    const ledger = t.services.ledger;
    const member = await newMember('ledger_c');
    const same = req({ to: { member, purpose: 'main' }, amount: 777, externalId: 'deposit-42' });
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.transfer(same)));
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await ledger.balance({ merchantId: M, currency: PHP, ref: { member, purpose: 'main' } })).toBe(777);
    expect(await outcome(ledger.transfer({ ...same, amount: 778 }))).toBe('conflict');
    expect(await outcome(ledger.transfer({ ...same, to: { member: 1, purpose: 'main' } }))).toBe('conflict');
    expect(await consistent()).toBe(true);
  });

  it('linked transfers commit together or not at all', async () => {
    const ledger = t.services.ledger;
    const member = await newMember('ledger_d');
    await ledger.transfer(req({ to: { member, purpose: 'main' }, amount: 1000 }));
    const first = req({ from: { member, purpose: 'main' }, to: { house: 'vendor:INHOUSE' }, amount: 600, kind: 'bet' });
    const second = req({
      from: { member, purpose: 'main' },
      to: { house: 'vendor:INHOUSE' },
      amount: 600,
      kind: 'bet',
    });
    expect(await outcome(ledger.transferMany([first, second]))).toBe('insufficient.funds');
    expect(await ledger.balance({ merchantId: M, currency: PHP, ref: { member, purpose: 'main' } })).toBe(1000);
    const both = await ledger.transferMany([
      { ...first, externalId: 'x1', amount: 400 },
      { ...second, externalId: 'x2', amount: 600 },
    ]);
    expect(both.map((r) => r.fromBalance)).toEqual([600, 0]);
    expect(await consistent()).toBe(true);
  });

  it('transfers in opposite directions at the same time never deadlock', async () => {
    const ledger = t.services.ledger;
    const a = await newMember('ledger_e');
    const b = await newMember('ledger_f');
    await ledger.transfer(req({ to: { member: a, purpose: 'main' }, amount: 100_000 }));
    await ledger.transfer(req({ to: { member: b, purpose: 'main' }, amount: 100_000 }));
    const moves = Array.from({ length: 60 }, (_, i) =>
      ledger.transfer(
        req({
          from: { member: i % 2 ? a : b, purpose: 'main' },
          to: { member: i % 2 ? b : a, purpose: 'main' },
          amount: 10 + i,
          kind: 'transfer',
        }),
      ),
    );
    const results = await Promise.all(moves.map(outcome));
    expect(results.every((r) => r === 'ok')).toBe(true);
    const total =
      (await ledger.balance({ merchantId: M, currency: PHP, ref: { member: a, purpose: 'main' } })) +
      (await ledger.balance({ merchantId: M, currency: PHP, ref: { member: b, purpose: 'main' } }));
    expect(total).toBe(200_000);
    expect(await consistent()).toBe(true);
  });
});

describe('holds', () => {
  it('a hold takes the money at once; it is posted or voided once', async () => {
    const ledger = t.services.ledger;
    const member = await newMember('ledger_g');
    await ledger.transfer(req({ to: { member, purpose: 'main' }, amount: 5000 }));
    const hold = await ledger.hold(
      req({ from: { member, purpose: 'main' }, to: { house: 'withdrawals_pending' }, amount: 3000, kind: 'withdraw' }),
    );
    expect(hold.status).toBe('pending');
    expect(await ledger.balance({ merchantId: M, currency: PHP, ref: { member, purpose: 'main' } })).toBe(2000);
    // Held money cannot be spent.
    const spend = req({
      from: { member, purpose: 'main' },
      to: { house: 'vendor:INHOUSE' },
      amount: 2001,
      kind: 'bet',
    });
    expect(await outcome(ledger.transfer(spend))).toBe('insufficient.funds');

    const resolve = (externalId: string) => ({
      merchantId: M,
      holdId: hold.transferId,
      kind: 'withdraw',
      source: 'test',
      externalId,
      actor: 'test',
    });
    const outcomes = await Promise.all([
      outcome(ledger.post(resolve('approve-1'), { house: 'withdrawals_paid' })),
      outcome(ledger.void({ ...resolve('reject-1'), kind: 'withdraw_refund' })),
      outcome(ledger.post(resolve('approve-2'), { house: 'withdrawals_paid' })),
    ]);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'conflict')).toHaveLength(2);
    // Replaying the winning call answers again without moving money.
    const winner = ['approve-1', 'reject-1', 'approve-2'][outcomes.indexOf('ok')] as string;
    const again = winner.startsWith('reject')
      ? await ledger.void({ ...resolve(winner), kind: 'withdraw_refund' })
      : await ledger.post(resolve(winner), { house: 'withdrawals_paid' });
    expect(again.replayed).toBe(true);
    expect(await consistent()).toBe(true);
  });
});

describe('verify', () => {
  it('finds a balance that does not match its entries', async () => {
    expect(await consistent()).toBe(true);
    await t.services.database.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where id = (select min(id) from ledger_accounts)`,
    );
    const checks = await verifyLedger(t.services.database.db);
    const broken = checks.filter((c) => c.problems.length > 0).map((c) => c.name);
    expect(broken).toContain('each balance equals the sum of its entries');
    expect(broken).toContain('the accounts of each currency sum to zero');
    await t.services.database.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where id = (select min(id) from ledger_accounts)`,
    );
    expect(await consistent()).toBe(true);
  });
});
