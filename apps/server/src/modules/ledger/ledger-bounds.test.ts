import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, seededMemberId } from '../../testing/wallet';
import type { TransferRequest } from './ledger.service';
import { verifyLedger } from './verify';

/**
 * Issue 8 item 15: no balance passes Number.MAX_SAFE_INTEGER (the database refuses it, the ledger
 * answers a clean `amount.out.of.range`), and `ledger:verify` compares exactly, in SQL.
 */
let t: TestApp;
let memberId: number;
let key = 0;
beforeAll(async () => {
  t = await createTestApp();
  memberId = await seededMemberId(t, 0);
}, 60_000);
afterAll(() => t.close());

const credit = (amount: number): TransferRequest => ({
  merchantId: 1,
  currency: 'PHP',
  from: { house: 'adjustments' },
  to: { member: memberId, purpose: 'main' },
  amount,
  kind: 'adjustment',
  source: 'bounds-test',
  externalId: `b${key++}`,
  actor: 'test',
});
const balance = () =>
  t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: memberId, purpose: 'main' } });
const broken = async () =>
  (await verifyLedger(t.services.database.db)).filter((c) => c.problems.length > 0).map((c) => c.name);

describe('balances near 2^53', () => {
  it('credits up to MAX_SAFE_INTEGER exactly; one more is refused cleanly and changes nothing', async () => {
    for (let i = 0; i < 9; i++) await t.services.ledger.transfer(credit(10 ** 15 - 1));
    const last = await t.services.ledger.transfer(credit(Number.MAX_SAFE_INTEGER - 9 * (10 ** 15 - 1)));
    expect(last.toBalance).toBe(Number.MAX_SAFE_INTEGER);
    await expect(t.services.ledger.transfer(credit(1))).rejects.toMatchObject({ code: 'amount.out.of.range' });
    expect(await balance()).toBe(Number.MAX_SAFE_INTEGER);
    // The database, the API's number and the last entry's balance_after agree to the unit.
    const [row] = await rawRows<{ balance: string; after: string }>(
      t.services.database.db,
      sql`select a.balance::text as balance, (select e.balance_after::text from ledger_entries e
            where e.account_id = a.id order by e.id desc limit 1) as after
          from ledger_accounts a where a.member_id = ${memberId} and a.purpose = 'main'`,
    );
    expect(row).toEqual({ balance: String(Number.MAX_SAFE_INTEGER), after: String(Number.MAX_SAFE_INTEGER) });
    expect(await broken()).toEqual([]);
  });

  it('ledger:verify finds a balance_after or a balance one unit off at ~2^53', async () => {
    const db = t.services.database.db;
    const lastEntry = sql`(select max(e.id) from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.member_id = ${memberId} and a.purpose = 'main')`;
    await db.execute(sql`update ledger_entries set balance_after = balance_after - 1 where id = ${lastEntry}`);
    expect(await broken()).toEqual(["each entry's balance after is the running sum of its account's entries"]);
    const verify = await adminCommand(t, 'ledger:verify');
    expect(verify.output).toContain(
      `balance after ${Number.MAX_SAFE_INTEGER - 1}, running sum ${Number.MAX_SAFE_INTEGER}`,
    );
    await db.execute(sql`update ledger_entries set balance_after = balance_after + 1 where id = ${lastEntry}`);

    await db.execute(
      sql`update ledger_accounts set balance = balance - 1 where member_id = ${memberId} and purpose = 'main'`,
    );
    const found = await verifyLedger(db);
    const problems = found.find((c) => c.name === 'each balance equals the sum of its entries')?.problems;
    expect(problems).toEqual([
      expect.stringContaining(`balance ${Number.MAX_SAFE_INTEGER - 1}, entries sum ${Number.MAX_SAFE_INTEGER}`),
    ]);
    await db.execute(
      sql`update ledger_accounts set balance = balance + 1 where member_id = ${memberId} and purpose = 'main'`,
    );
    expect(await broken()).toEqual([]);
  });

  it('the database itself refuses a balance past the bound', async () => {
    const db = t.services.database.db;
    await expect(
      db.execute(
        sql`update ledger_accounts set balance = balance + 1 where member_id = ${memberId} and purpose = 'main'`,
      ),
    ).rejects.toThrow();
    expect(await balance()).toBe(Number.MAX_SAFE_INTEGER);
  });
});
