import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { adminRequest } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  adminCommand,
  balance,
  newRequestId,
  type Player,
  pendingWithdrawal,
  player,
  setWithdrawalRules,
} from '../../testing/wallet';
import { verifyLedger } from '../ledger/verify';

/**
 * Issue 8 item 17: an operator's deposit or withdrawal decision and its audit row are one
 * transaction. The audit insert is made to fail: the decision must not stay behind without it.
 */
const fault = vi.hoisted(() => ({ failAudit: false }));
vi.mock('../../infra/audit/audit.repo', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../infra/audit/audit.repo')>();
  return {
    ...real,
    recordAudit: async (...args: Parameters<typeof real.recordAudit>) => {
      if (fault.failAudit) throw new Error('audit log unavailable (injected)');
      return real.recordAudit(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await setWithdrawalRules(t, { turnoverPercent: 0, dailyCount: 100 });
});
afterAll(() => t.close());

const auditOf = (kind: 'deposit' | 'withdrawal', target: number) =>
  t.services.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, String(target)), like(auditLog.action, `${kind}.%`)));

async function pendingDeposit(p: Player) {
  const res = await t.request({
    method: 'POST',
    url: '/wps/wallets/deposit',
    headers: p.headers,
    payload: { requestId: newRequestId(), channelId: 'bank', amount: 60_000, payerName: 'Juan' },
  });
  return res.json().value.depositId as number;
}

/** Runs the operator command with the audit insert failing; the command must fail as a whole. */
async function withAuditDown(...args: string[]) {
  fault.failAudit = true;
  try {
    const res = await adminRequest(t, ...args);
    expect(res.statusCode).toBe(500);
  } finally {
    fault.failAudit = false;
  }
}

const withdrawalStatus = async (p: Player, id: number) =>
  (await t.request({ method: 'GET', url: '/wps/transaction/withdraw/records', headers: p.headers }))
    .json()
    .value.content.find((w: { id: number }) => w.id === id).status;
const depositStatus = async (p: Player, id: number) =>
  (await t.request({ method: 'GET', url: '/wps/wallets/deposit/records', headers: p.headers }))
    .json()
    .value.content.find((d: { id: number }) => d.id === id).status;

describe('operator decisions and their audit row commit together', () => {
  for (const [command, after] of [
    ['withdrawal:approve', 80_000],
    ['withdrawal:reject', 100_000],
  ] as const) {
    it(`${command}: a failing audit insert rolls the decision back`, async () => {
      const KIND = 'withdrawal';
      const p = await player(t, `audit_${command.split(':')[1]}_wd`, { funds: 100_000, card: true });
      const id = await pendingWithdrawal(t, p);
      await withAuditDown(command, 'DEMO', String(id), '--reason', 'checked', '--note', 'ops ticket 7');
      expect(await withdrawalStatus(p, id)).toBe('pending');
      expect(await balance(t, p)).toBe(80_000);
      expect(await auditOf(KIND, id)).toHaveLength(0);
      // With the audit log back, the same decision goes through once, audited once.
      expect((await adminCommand(t, command, 'DEMO', String(id), '--reason', 'checked', '--note', 'ops 7')).ok).toBe(
        true,
      );
      expect(await balance(t, p)).toBe(after);
      const rows = await auditOf(KIND, id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: command.replace(':', '.'),
        detail: { reason: 'checked', note: 'ops 7' },
      });
    });
  }

  for (const command of ['deposit:approve', 'deposit:reject'] as const) {
    it(`${command}: a failing audit insert rolls the decision back`, async () => {
      const KIND = 'deposit';
      const p = await player(t, `audit_${command.split(':')[1]}_dep`);
      const id = await pendingDeposit(p);
      await withAuditDown(command, 'DEMO', String(id), '--reason', 'checked', '--note', 'ops ticket 8');
      expect(await depositStatus(p, id)).toBe('pending');
      expect(await balance(t, p)).toBe(0);
      expect(await auditOf(KIND, id)).toHaveLength(0);
      const second = await adminCommand(t, command, 'DEMO', String(id), '--reason', 'checked');
      expect(second, JSON.stringify(second)).toMatchObject({ ok: true });
      expect(await depositStatus(p, id)).toBe(command === 'deposit:approve' ? 'completed' : 'rejected');
      expect(await balance(t, p)).toBe(command === 'deposit:approve' ? 60_000 : 0);
      expect(await auditOf(KIND, id)).toEqual([expect.objectContaining({ action: command.replace(':', '.') })]);
    });
  }

  it('the ledger agrees after every rolled-back decision', async () => {
    expect((await verifyLedger(t.services.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });
});
