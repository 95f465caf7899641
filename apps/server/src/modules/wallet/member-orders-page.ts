import { and, desc, eq, lt } from 'drizzle-orm';
import type { deposits, withdrawals } from '../../db/schema';
import type { Executor } from '../../db/types';

export interface MemberOrdersPage {
  merchantId: number;
  memberId: number;
  /** Only orders older than this id (the cursor); null from the newest. */
  before: number | null;
  limit: number;
}

type OrderTable = typeof deposits | typeof withdrawals;

/** A member's orders of one kind, newest first: deposits and withdrawals page the same way. */
export function memberOrdersPage(
  executor: Executor,
  table: typeof deposits,
  page: MemberOrdersPage,
): Promise<(typeof deposits.$inferSelect)[]>;
export function memberOrdersPage(
  executor: Executor,
  table: typeof withdrawals,
  page: MemberOrdersPage,
): Promise<(typeof withdrawals.$inferSelect)[]>;
export function memberOrdersPage(
  executor: Executor,
  table: OrderTable,
  { merchantId, memberId, before, limit }: MemberOrdersPage,
): Promise<unknown[]> {
  // Drizzle cannot select from a union of tables; both have these columns, and the overloads type the rows.
  return executor
    .select()
    .from(table as typeof deposits)
    .where(
      and(eq(table.merchantId, merchantId), eq(table.memberId, memberId), before ? lt(table.id, before) : undefined),
    )
    .orderBy(desc(table.id))
    .limit(limit);
}
