import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { seededMemberId } from '../../testing/wallet';
import type { TransferRequest } from './ledger.service';
import { verifyLedger } from './verify';

/**
 * The checked movements other modules run inside their own transactions (issue 9 item 4): a
 * refusal is an answer with the balance, the caller's transaction goes on, and concurrent
 * debits of one wallet are counted one after another under its row lock.
 */
let t: TestApp;
let memberId: number;
let key = 0;
beforeAll(async () => {
  t = await createTestApp();
  memberId = await seededMemberId(t, 100);
}, 60_000);
afterAll(() => t.close());

const wallet = () => ({ member: memberId, purpose: 'main' as const });
const bet = (amount: number) =>
  ({
    merchantId: 1,
    currency: 'PHP',
    from: wallet(),
    to: { house: 'vendor:CHECKED' },
    amount,
    kind: 'bet',
    source: 'checked-test',
    externalId: `c${key++}`,
    actor: 'test',
  }) satisfies TransferRequest;
const balance = () => t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: wallet() });
const db = () => t.services.database.db;

describe('checked movements', () => {
  it('a debit past the balance answers it and the transaction goes on; one within moves', async () => {
    const answers = await withTransaction(db(), async (tx) => {
      const short = await t.services.ledger.debit({ tx, transfer: bet(101) });
      const paid = await t.services.ledger.debit({ tx, transfer: bet(40) });
      return { short, paid };
    });
    expect(answers.short).toEqual({ moved: false, reason: 'insufficient', balance: 100 });
    expect(answers.paid).toMatchObject({ moved: true, replayed: false, fromBalance: 60 });
    expect(await balance()).toBe(60);
  });

  it('a credit past 2^53 - 1, or over the caller limit, answers the balance and moves nothing', async () => {
    const win = (amount: number) => ({
      ...bet(amount),
      from: { house: 'vendor:CHECKED' as const },
      to: wallet(),
      kind: 'win',
    });
    const answers = await withTransaction(db(), async (tx) => ({
      tooMuch: await t.services.ledger.credit({ tx, transfer: win(Number.MAX_SAFE_INTEGER) }),
      overLimit: await t.services.ledger.credit({ tx, transfer: win(5), overLimit: true }),
      paid: await t.services.ledger.credit({ tx, transfer: win(5) }),
    }));
    expect(answers.tooMuch).toEqual({ moved: false, reason: 'limit', balance: 60 });
    expect(answers.overLimit).toEqual({ moved: false, reason: 'limit', balance: 60 });
    expect(answers.paid).toMatchObject({ moved: true, toBalance: 65 });
  });

  it('ten debits at once of one wallet never take it below zero', async () => {
    const before = await balance();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        withTransaction(db(), (tx) => t.services.ledger.debit({ tx, transfer: bet(20) })),
      ),
    );
    const moved = results.filter((r) => r.moved).length;
    expect(moved).toBe(Math.floor(before / 20));
    expect(await balance()).toBe(before - moved * 20);
    expect((await verifyLedger(db())).flatMap((c) => c.problems)).toEqual([]);
  });

  it('lock holds the wallet until the transaction ends', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = withTransaction(db(), async (tx) => {
      await t.services.ledger.lock({ tx, merchantId: 1, currency: 'PHP', account: wallet() });
      order.push('locked');
      await held;
      order.push('released');
    });
    while (!order.includes('locked')) await new Promise((r) => setTimeout(r, 5));
    const second = withTransaction(db(), async (tx) => {
      await t.services.ledger.debit({ tx, transfer: bet(1) });
      order.push('debited');
    });
    await new Promise((r) => setTimeout(r, 100));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['locked', 'released', 'debited']);
  });
});
