import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, newRequestId, setWithdrawalRules } from '../../testing/wallet';
import { verifyLedger } from '../ledger/verify';
import type { MerchantConfig } from '../settings/settings.service';
import { completeDeposit } from './deposits.service';
import { decideWithdrawal, placeWithdrawal } from './withdrawals.service';

/**
 * A model test (the issue: fast-check, 1,000 runs of up to 50 random commands): deposits,
 * withdrawal requests, approvals, rejections, cancellations, transfers and adjustments run
 * against the real services and against a plain model; after every command the balances
 * agree, and the ledger's invariants hold.
 */
const RUNS = 1000;
const MIN = 10_000;
const MAX = 5_000_000;

let t: TestApp;
let merchant: MerchantConfig;
const cards: number[] = [];
const members: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await setWithdrawalRules(t, { turnoverPercent: 0, dailyCount: 100, minAmount: MIN, maxAmount: MAX });
  merchant = (await t.services.settings.get(1)) as MerchantConfig;
  for (const name of ['model_a', 'model_b', 'model_c']) {
    await adminCommand(t, 'member:add', 'DEMO', name, `${name}-long-password`);
    const row = await t.services.database.db.query.members.findFirst({ where: (m, { eq }) => eq(m.username, name) });
    const id = row?.id as number;
    members.push(id);
    const [card] = await t.services.database.db
      .insert((await import('../../db/schema')).bankCards)
      .values({
        merchantId: 1,
        memberId: id,
        bankCode: 'BDO',
        bankName: 'BDO',
        accountNumber: `12345${id}`,
        accountName: name,
      })
      .returning();
    cards.push(card?.id as number);
  }
}, 60_000);
afterAll(() => t.close());

interface Model {
  balances: number[];
  /** Open withdrawals: id, member index, amount. */
  pending: { id: number; member: number; amount: number }[];
}

const walletBalance = (i: number) =>
  t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: members[i] as number, purpose: 'main' } });
const code = (error: unknown) => (error as { code?: string }).code;

class Deposit implements fc.AsyncCommand<Model, object> {
  constructor(
    readonly member: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model) {
    const [order] = await t.services.database.db
      .insert(deposits)
      .values({
        merchantId: 1,
        memberId: members[this.member] as number,
        requestId: newRequestId(),
        channelId: 'bank',
        channelType: 'bank_transfer',
        channelName: 'Bank transfer',
        amount: this.amount,
        currency: 'PHP',
        status: 'pending',
      })
      .returning();
    await completeDeposit(t.services, { merchant, depositId: order?.id as number, outcome: { actor: 'model' } });
    (m.balances[this.member] as number) += this.amount;
  }
  toString = () => `deposit(${this.member}, ${this.amount})`;
}

class Withdraw implements fc.AsyncCommand<Model, object> {
  constructor(
    readonly member: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model) {
    const affordable = this.amount <= (m.balances[this.member] as number) && this.amount >= MIN && this.amount <= MAX;
    try {
      const w = await placeWithdrawal(t.services, {
        merchant,
        memberId: members[this.member] as number,
        requestId: newRequestId(),
        amount: this.amount,
        cardId: cards[this.member] as number,
      });
      expect(affordable).toBe(true);
      (m.balances[this.member] as number) -= this.amount;
      m.pending.push({ id: w.id, member: this.member, amount: this.amount });
    } catch (error) {
      expect(affordable).toBe(false);
      expect(['insufficient.funds', 'amount.out.of.range']).toContain(code(error));
    }
  }
  toString = () => `withdraw(${this.member}, ${this.amount})`;
}

class Decide implements fc.AsyncCommand<Model, object> {
  constructor(
    readonly pick: number,
    readonly decision: 'approved' | 'rejected' | 'cancelled',
  ) {}
  check = (m: Readonly<Model>) => m.pending.length > 0;
  async run(m: Model) {
    const index = this.pick % m.pending.length;
    const w = m.pending[index] as Model['pending'][number];
    await decideWithdrawal(t.services, {
      merchant,
      withdrawalId: w.id,
      decision: this.decision,
      outcome: { actor: 'model' },
    });
    m.pending.splice(index, 1);
    if (this.decision !== 'approved') (m.balances[w.member] as number) += w.amount;
    // Deciding again is refused and moves nothing.
    const again = this.decision === 'approved' ? 'rejected' : 'approved';
    await expect(
      decideWithdrawal(t.services, { merchant, withdrawalId: w.id, decision: again, outcome: { actor: 'model' } }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
  }
  toString = () => `${this.decision}(${this.pick})`;
}

class Transfer implements fc.AsyncCommand<Model, object> {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly amount: number,
  ) {}
  check = () => this.from !== this.to;
  async run(m: Model) {
    const affordable = this.amount <= (m.balances[this.from] as number);
    try {
      await t.services.ledger.transfer({
        merchantId: 1,
        currency: 'PHP',
        from: { member: members[this.from] as number, purpose: 'main' },
        to: { member: members[this.to] as number, purpose: 'main' },
        amount: this.amount,
        kind: 'transfer',
        source: 'model',
        externalId: newRequestId(),
        actor: 'model',
      });
      expect(affordable).toBe(true);
      (m.balances[this.from] as number) -= this.amount;
      (m.balances[this.to] as number) += this.amount;
    } catch (error) {
      expect(affordable).toBe(false);
      expect(code(error)).toBe('insufficient.funds');
    }
  }
  toString = () => `transfer(${this.from}→${this.to}, ${this.amount})`;
}

class Adjust implements fc.AsyncCommand<Model, object> {
  constructor(
    readonly member: number,
    readonly amount: number,
  ) {}
  check = () => this.amount !== 0;
  async run(m: Model) {
    const affordable = (m.balances[this.member] as number) + this.amount >= 0;
    const ref = { member: members[this.member] as number, purpose: 'main' as const };
    try {
      await t.services.ledger.transfer({
        merchantId: 1,
        currency: 'PHP',
        from: this.amount > 0 ? { house: 'adjustments' } : ref,
        to: this.amount > 0 ? ref : { house: 'adjustments' },
        amount: Math.abs(this.amount),
        kind: 'adjustment',
        source: 'model',
        externalId: newRequestId(),
        actor: 'model',
      });
      expect(affordable).toBe(true);
      (m.balances[this.member] as number) += this.amount;
    } catch (error) {
      expect(affordable).toBe(false);
      expect(code(error)).toBe('insufficient.funds');
    }
  }
  toString = () => `adjust(${this.member}, ${this.amount})`;
}

const member = fc.integer({ min: 0, max: 2 });
const amount = fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 10_000, max: 300_000 }));
const commands = [
  fc.tuple(member, amount).map(([m, a]) => new Deposit(m, a)),
  fc.tuple(member, amount).map(([m, a]) => new Withdraw(m, a)),
  fc.tuple(fc.nat(), fc.constantFrom('approved', 'rejected', 'cancelled' as const)).map(([p, d]) => new Decide(p, d)),
  fc.tuple(member, member, amount).map(([f, to, a]) => new Transfer(f, to, a)),
  fc.tuple(member, fc.integer({ min: -200_000, max: 200_000 })).map(([m, a]) => new Adjust(m, a)),
];

describe('wallet model', () => {
  it(`agrees with a plain model over ${RUNS} runs of up to 50 commands`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 50 }), async (cmds) => {
        // Each run starts from the wallets as they are: the model starts from the same numbers.
        const model: Model = { balances: await Promise.all([0, 1, 2].map(walletBalance)), pending: [] };
        await fc.asyncModelRun(() => ({ model, real: {} }), cmds);
        for (const w of model.pending) {
          await decideWithdrawal(t.services, {
            merchant,
            withdrawalId: w.id,
            decision: 'rejected',
            outcome: { actor: 'model' },
          });
          (model.balances[w.member] as number) += w.amount;
        }
        expect(await Promise.all([0, 1, 2].map(walletBalance))).toEqual(model.balances);
        if (++run % 100 === 0)
          expect((await verifyLedger(t.services.database.db)).flatMap((c) => c.problems)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect((await verifyLedger(t.services.database.db)).flatMap((c) => c.problems)).toEqual([]);
  }, 1_200_000);
});
