import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  adminCommand,
  newRequestId,
  type Player,
  pendingWithdrawal,
  player,
  setWithdrawalRules,
} from '../../testing/wallet';

/**
 * Issue 8 item 21: the operator's internal note stays in the order and the audit log; the player
 * sees only the reason the operator wrote for them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await setWithdrawalRules(t, { turnoverPercent: 0, dailyCount: 100 });
});
afterAll(() => t.close());

const NOTE = 'INTERNAL: payee name mismatch, flagged by risk team';
const REASON = 'The account name on the card does not match your payee name.';

const get = (p: Player, url: string) => t.request({ method: 'GET', url, headers: p.headers });

describe('operator note and player reason', () => {
  it('a rejected withdrawal shows the player the reason, never the note', async () => {
    const p = await player(t, 'reason_wd', { funds: 100_000, card: true });
    const id = await pendingWithdrawal(t, p);
    const done = await adminCommand(t, 'withdrawal:reject', 'DEMO', String(id), '--reason', REASON, '--note', NOTE);
    expect(done.ok).toBe(true);
    const report = await get(p, '/wps/transaction/withdraw/records');
    expect(report.json().value.content[0]).toMatchObject({ id, status: 'rejected', reason: REASON });
    expect(report.body).not.toContain('INTERNAL');
    expect(report.json().value.content[0]).not.toHaveProperty('note');
    const [audit] = await t.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, String(id)), eq(auditLog.action, 'withdrawal.reject')));
    expect(audit?.detail).toEqual({ note: NOTE, reason: REASON });
  });

  it('an approved withdrawal with a note only shows no reason and no note', async () => {
    const p = await player(t, 'reason_wd_ok', { funds: 100_000, card: true });
    const id = await pendingWithdrawal(t, p);
    expect((await adminCommand(t, 'withdrawal:approve', 'DEMO', String(id), '--note', NOTE)).ok).toBe(true);
    const report = await get(p, '/wps/transaction/withdraw/records');
    expect(report.json().value.content[0]).toMatchObject({ id, status: 'approved', reason: null });
    expect(report.body).not.toContain('INTERNAL');
  });

  it('a rejected deposit shows the player the reason, never the note', async () => {
    const p = await player(t, 'reason_dep');
    const id = (
      await t.request({
        method: 'POST',
        url: '/wps/wallets/deposit',
        headers: p.headers,
        payload: { requestId: newRequestId(), channelId: 'bank', amount: 60_000, payerName: 'Juan' },
      })
    ).json().value.depositId;
    expect((await adminCommand(t, 'deposit:reject', 'DEMO', String(id), '--reason', REASON, '--note', NOTE)).ok).toBe(
      true,
    );
    const report = await get(p, '/wps/wallets/deposit/records');
    expect(report.json().value.content[0]).toMatchObject({ id, status: 'rejected', reason: REASON });
    expect(report.body).not.toContain('INTERNAL');
  });

  it('a reject needs a reason for the player', async () => {
    const p = await player(t, 'reason_needed', { funds: 100_000, card: true });
    const id = await pendingWithdrawal(t, p);
    const res = await adminCommand(t, 'withdrawal:reject', 'DEMO', String(id), '--note', NOTE);
    expect(res).toEqual({ ok: false, output: 'Give a --reason (the player sees it).' });
    expect((await get(p, '/wps/transaction/withdraw/records')).json().value.content[0].status).toBe('pending');
  });
});
