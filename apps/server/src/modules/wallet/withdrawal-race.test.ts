import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { usingPostgres } from '../../testing/test-database';
import { adminCommand, balance, newRequestId, PIN, player, setWithdrawalRules } from '../../testing/wallet';
import { verifyLedger } from '../ledger/verify';

/**
 * The issue: 50 simultaneous withdrawals whose total exceeds the balance, 100 rounds: exactly
 * the affordable ones succeed and no balance goes below zero. PGlite runs one transaction at a
 * time and proves nothing about races, so the full hundred rounds run on PostgreSQL.
 */
const ROUNDS = usingPostgres ? 100 : 5;
const REQUESTS = 50;
const EACH = 10_000;
const AFFORDABLE = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await setWithdrawalRules(t, { turnoverPercent: 0, dailyCount: 100 });
});
afterAll(() => t.close());

describe('withdrawal races', () => {
  it(`${REQUESTS} simultaneous withdrawals over the balance, ${ROUNDS} rounds: exactly the affordable ones`, async () => {
    const p = await player(t, 'racer', { card: true });
    const cardId = (await t.request({ method: 'GET', url: '/wps/wallets/cards', headers: p.headers })).json().value[0]
      .id;
    for (let round = 0; round < ROUNDS; round++) {
      await adminCommand(
        t,
        'adjust',
        'DEMO',
        'racer',
        String(AFFORDABLE * EACH + (round % 3)),
        '--reason',
        'race',
        '--id',
        `race-${round}`,
      );
      const results = await Promise.all(
        Array.from({ length: REQUESTS }, () =>
          t.request({
            method: 'POST',
            url: '/wps/transaction/withdraw',
            headers: p.headers,
            payload: { requestId: newRequestId(), amount: EACH, cardId, paymentPassword: PIN },
          }),
        ),
      );
      const accepted = results.filter((r) => r.statusCode === 200);
      const refused = results.filter((r) => r.statusCode !== 200);
      expect(accepted, `round ${round}`).toHaveLength(AFFORDABLE);
      expect(refused.every((r) => r.json().errorCode === 'insufficient.funds')).toBe(true);
      expect(await balance(t, p)).toBe(round % 3);
      // Reject this round's withdrawals: the money comes back, the daily count frees up.
      for (const r of accepted)
        await adminCommand(t, 'withdrawal:reject', 'DEMO', String(r.json().value.id), '--reason', 'race round');
      const back = AFFORDABLE * EACH + (round % 3);
      expect(await balance(t, p)).toBe(back);
      await adminCommand(t, 'adjust', 'DEMO', 'racer', String(-back), '--reason', 'reset', '--id', `reset-${round}`);
    }
    const checks = await verifyLedger(t.services.database.db);
    expect(checks.flatMap((c) => c.problems)).toEqual([]);
  }, 600_000);
});
