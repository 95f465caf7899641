import type { Tx } from '../../db/types';
import { recordAudit } from '../../infra/audit/audit.repo';

/**
 * Who decides a deposit or withdrawal, and what they wrote. The note is internal (the order and
 * the audit log, never a member answer); the reason is the text written for the player
 * (issue 8 item 21).
 */
export interface Decider {
  actor: string;
  note?: string | null;
  reason?: string | null;
  /** An operator's decision: its audit row is written in the decision's own transaction (issue 8 item 17). */
  operator?: boolean;
}

/** The audit row of an operator's decision, in the transaction that makes it: both commit or neither. */
export async function auditDecision(
  tx: Tx,
  { merchantId, by, action, orderId }: { merchantId: number; by: Decider; action: string; orderId: number },
) {
  if (!by.operator) return;
  await recordAudit(tx, {
    merchantId,
    actor: by.actor,
    action,
    target: String(orderId),
    detail: { note: by.note ?? null, reason: by.reason ?? null },
  });
}
