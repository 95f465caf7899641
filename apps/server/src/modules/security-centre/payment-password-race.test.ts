import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { usingPostgres } from '../../testing/test-database';
import { balance, newRequestId, PIN, type Player, player, setWithdrawalRules } from '../../testing/wallet';

/**
 * Issue 8 item 4: 60 withdrawals with wrong payment passwords sent at once had 16 guesses checked
 * (limit 5) and the right one accepted at the 31st. The attempt is now counted before the compare.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await setWithdrawalRules(t, { turnoverPercent: 0, dailyCount: 100 });
});
afterAll(() => t.close());

const withdraw = (p: Player, cardId: number, paymentPassword: string) =>
  t.request({
    method: 'POST',
    url: '/wps/transaction/withdraw',
    headers: p.headers,
    payload: { requestId: newRequestId(), amount: 20_000, cardId, paymentPassword },
  });
const records = async (p: Player) =>
  (await t.request({ method: 'GET', url: '/wps/transaction/withdraw/records', headers: p.headers })).json().value
    .content as unknown[];
const cardOf = async (p: Player) =>
  (await t.request({ method: 'GET', url: '/wps/wallets/cards', headers: p.headers })).json().value[0].id as number;

describe('payment password attempts', () => {
  it('five wrong ones lock it: the sixth, even the right one, is refused and nothing is held', async () => {
    const p = await player(t, 'pin_seq', { funds: 100_000, card: true });
    const cardId = await cardOf(p);
    for (let i = 0; i < 5; i++)
      expect((await withdraw(p, cardId, '907135')).json().errorCode).toBe('payment.password.incorrect');
    const right = await withdraw(p, cardId, PIN);
    expect(right.statusCode).toBe(429);
    expect(right.json().errorCode).toBe('rate.limited');
    expect(await balance(t, p)).toBe(100_000);
    expect(await records(p)).toHaveLength(0);
  });

  it('a right one before the limit clears the count', async () => {
    const p = await player(t, 'pin_clear', { funds: 100_000, card: true });
    const cardId = await cardOf(p);
    for (let i = 0; i < 4; i++) await withdraw(p, cardId, '907135');
    expect((await withdraw(p, cardId, PIN)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await withdraw(p, cardId, '907135')).json().errorCode).toBe('payment.password.incorrect');
    expect(await balance(t, p)).toBe(80_000);
  });
});

// PGlite runs one statement at a time and proves nothing about races.
describe.runIf(usingPostgres)('payment password attempts at once (PostgreSQL)', () => {
  it('60 wrong ones at once: exactly 5 compared, the rest locked; then the right one refused', async () => {
    const p = await player(t, 'pin_race', { funds: 100_000, card: true });
    const cardId = await cardOf(p);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => withdraw(p, cardId, `9${i}`.padEnd(6, '7'))),
    );
    const codes = results.map((r) => r.json().errorCode as string);
    expect(codes.filter((c) => c === 'payment.password.incorrect')).toHaveLength(5);
    expect(codes.filter((c) => c === 'rate.limited')).toHaveLength(55);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(55);
    const right = await withdraw(p, cardId, PIN);
    expect(right.json().errorCode).toBe('rate.limited');
    expect(await balance(t, p)).toBe(100_000);
    expect(await records(p)).toHaveLength(0);
  });
});
