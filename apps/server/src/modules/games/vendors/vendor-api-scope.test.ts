import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/raw';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { vendorCall } from '../../../testing/vendor-api';
import { adminCommand } from '../../../testing/wallet';
import { verifyLedger } from '../../ledger/verify';

/**
 * Issue 8 items 2, 14 and 15 at the vendor API: calls scoped to merchants that offer the vendor
 * and are active, in their currency; a rollback or win naming the wrong player is refused without
 * using up its id; a win that would take a balance past 2^53 - 1 is refused cleanly.
 */
let t: TestApp;
let secret: string;

async function seed(merchant: string, count: number, funds: number) {
  const out = await adminCommand(t, 'players:seed', merchant, String(count), '--funds', String(funds));
  expect(out.ok).toBe(true);
  return out.output.split('\n').slice(1);
}

beforeAll(async () => {
  t = await createTestApp();
  secret = (await adminCommand(t, 'vendor:secret', 'AUR')).output;
  // OTHER offers no vendor at all; DARK offers DEMO's vendors but is disabled later; USDM pays in USD.
  expect((await adminCommand(t, 'merchant:add', 'OTHER', 'Other', 'PHP')).ok).toBe(true);
  expect((await adminCommand(t, 'merchant:add', 'DARK', 'Dark', 'PHP', '--like', 'DEMO')).ok).toBe(true);
  expect((await adminCommand(t, 'merchant:add', 'USDM', 'Dollars', 'USD', '--like', 'DEMO')).ok).toBe(true);
}, 60_000);
afterAll(() => t.close());

const call = (action: string, body: object) => vendorCall(t, { secret, action, body });
const bet = (playerId: string, roundId: string, amount: number, currency = 'PHP') =>
  call('bet', { playerId, roundId, gameCode: 'aur-001', currency, transactionId: `${roundId}-b`, amount });
const win = (playerId: string, roundId: string, transactionId: string, amount: number, currency = 'PHP') =>
  call('win', { playerId, roundId, gameCode: 'aur-001', currency, transactionId, amount });
const rollback = (playerId: string, roundId: string, transactionId: string) =>
  call('rollback', { playerId, roundId, transactionId, betTransactionId: `${roundId}-b` });

/** A wallet's balance read from the database as text: exact, whatever the API says. */
async function stored(playerId: string, currency = 'PHP'): Promise<string> {
  const [merchantId, memberId] = playerId.split('.').map(Number);
  const [row] = await rawRows<{ balance: string }>(
    t.services.database.db,
    sql`select balance::text as balance from ledger_accounts where merchant_id = ${merchantId}
        and member_id = ${memberId} and purpose = 'main' and currency = ${currency}`,
  );
  return row?.balance ?? '0';
}
const problems = async () => (await verifyLedger(t.services.database.db)).flatMap((c) => c.problems);

describe('vendor calls are scoped to the player’s merchant (item 2)', () => {
  it('a merchant that does not offer the vendor: every call is refused and nothing moves', async () => {
    const [p] = (await seed('OTHER', 1, 10_000)) as [string];
    expect(await bet(p, 'oth-1', 500)).toEqual({ status: 403, body: { ok: false, error: 'VENDOR_NOT_OFFERED' } });
    expect((await call('balance', { playerId: p })).body.error).toBe('VENDOR_NOT_OFFERED');
    expect((await win(p, 'oth-1', 'oth-1-w', 900)).body.error).toBe('VENDOR_NOT_OFFERED');
    expect((await rollback(p, 'oth-1', 'oth-1-r')).body.error).toBe('VENDOR_NOT_OFFERED');
    expect(await stored(p)).toBe('10000');
    const [rows] = await rawRows<{ n: number }>(
      t.services.database.db,
      sql`select count(*)::int as n from vendor_transactions where round_id = 'oth-1'`,
    );
    expect(rows?.n).toBe(0);
  });

  it('a disabled merchant: every call is refused and nothing moves', async () => {
    const [p] = (await seed('DARK', 1, 10_000)) as [string];
    expect((await bet(p, 'dark-1', 500)).body).toMatchObject({ ok: true, balance: 9_500 });
    expect((await adminCommand(t, 'merchant:status', 'DARK', 'disabled')).ok).toBe(true);
    expect(await bet(p, 'dark-2', 500)).toEqual({ status: 403, body: { ok: false, error: 'MERCHANT_DISABLED' } });
    expect((await win(p, 'dark-1', 'dark-1-w', 5_000)).body.error).toBe('MERCHANT_DISABLED');
    expect((await rollback(p, 'dark-1', 'dark-1-r')).body.error).toBe('MERCHANT_DISABLED');
    expect((await call('balance', { playerId: p })).body.error).toBe('MERCHANT_DISABLED');
    expect(await stored(p)).toBe('9500');
    // Enabled again, the round carries on where it was: the refusals used up no id.
    expect((await adminCommand(t, 'merchant:status', 'DARK', 'active')).ok).toBe(true);
    expect((await win(p, 'dark-1', 'dark-1-w', 5_000)).body).toMatchObject({ ok: true, balance: 14_500 });
  });

  it('a currency other than the merchant’s is refused and nothing moves', async () => {
    const [p] = (await seed('USDM', 1, 10_000)) as [string];
    expect(await bet(p, 'usd-1', 500, 'PHP')).toEqual({
      status: 409,
      body: { ok: false, error: 'CURRENCY_MISMATCH' },
    });
    expect(
      (
        await call('bet', {
          playerId: p,
          roundId: 'usd-2',
          gameCode: 'aur-001',
          currency: 'USD',
          transactionId: 'usd-2-b',
          amount: 500,
        })
      ).body,
    ).toMatchObject({ ok: true, balance: 9_500 });
    expect((await win(p, 'usd-2', 'usd-2-w', 700, 'PHP')).body.error).toBe('CURRENCY_MISMATCH');
    expect(await stored(p, 'USD')).toBe('9500');
    expect(await stored(p, 'PHP')).toBe('0');
    expect(await problems()).toEqual([]);
  });
});

describe('calls naming the wrong player (item 14)', () => {
  it('a rollback naming another player is refused; the right rollback afterwards refunds', async () => {
    const [a, b] = (await seed('DEMO', 2, 10_000)) as [string, string];
    expect((await bet(a, 'wp-1', 1_000)).body).toMatchObject({ ok: true, balance: 9_000 });
    expect(await rollback(b, 'wp-1', 'wp-1-r')).toEqual({ status: 409, body: { ok: false, error: 'PLAYER_MISMATCH' } });
    expect(await stored(a)).toBe('9000');
    expect(await stored(b)).toBe('10000');
    // The same rollback id, now naming the bet's player: the stake comes back.
    expect((await rollback(a, 'wp-1', 'wp-1-r')).body).toMatchObject({ ok: true, balance: 10_000 });
    expect(await stored(a)).toBe('10000');
    expect(await stored(b)).toBe('10000');
    expect(await problems()).toEqual([]);
  });

  it('a win naming another player is refused; the right win with the same id pays', async () => {
    const [a, b] = (await seed('DEMO', 2, 10_000)) as [string, string];
    await bet(a, 'wp-2', 1_000);
    expect(await win(b, 'wp-2', 'wp-2-w', 3_000)).toEqual({
      status: 409,
      body: { ok: false, error: 'PLAYER_MISMATCH' },
    });
    expect((await win(a, 'wp-2', 'wp-2-w', 3_000)).body).toMatchObject({ ok: true, balance: 12_000 });
    expect(await stored(b)).toBe('10000');
  });
});

describe('balances never pass 2^53 - 1 (item 15)', () => {
  it('ten wins of 10^15 - 1: the one that would pass the bound is refused, the balance exact', async () => {
    const [p] = (await seed('DEMO', 1, 1_000)) as [string];
    await bet(p, 'huge', 100);
    let expected = 900;
    for (let i = 0; i < 9; i++) {
      expected += 10 ** 15 - 1;
      expect((await win(p, 'huge', `huge-w${i}`, 10 ** 15 - 1)).body).toMatchObject({ ok: true, balance: expected });
    }
    const refused = await win(p, 'huge', 'huge-w9', 10 ** 15 - 1);
    expect(refused).toEqual({ status: 409, body: { ok: false, error: 'BALANCE_LIMIT', balance: expected } });
    expect(await stored(p)).toBe(String(expected));
    expect((await call('balance', { playerId: p })).body.balance).toBe(expected);
    expect(await problems()).toEqual([]);
  });
});
