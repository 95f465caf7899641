import { auditLog } from '../../db/schema';
import type { Executor } from '../../db/types';

export interface AuditEntry {
  merchantId: number | null;
  /** Who did it: `cli`, `admin:<staff>`, `system`. */
  actor: string;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends an operator action to the audit log, inside the caller's transaction. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    merchantId: entry.merchantId,
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ?? {},
  });
}
