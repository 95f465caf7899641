import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import type { Executor } from '../../db/types';
import { type MemberOrdersPage, memberOrdersPage } from './member-orders-page';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Withdrawal orders; takes the database or an open transaction. */
export function withdrawalsRepo(executor: Executor) {
  return {
    /** The order a member made under a request id, if any (idempotency). */
    async byRequest(memberId: number, requestId: string): Promise<WithdrawalRow | undefined> {
      const [row] = await executor
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
      return row;
    },

    /** A member's orders still counting against the daily limit (pending or approved) since a moment. */
    async countSince(memberId: number, since: Date): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.memberId, memberId),
            gt(withdrawals.createdAt, since),
            inArray(withdrawals.status, ['pending', 'approved']),
          ),
        );
      return row?.n ?? 0;
    },

    /** The member's withdrawals (pending or paid) since midnight in a time zone (minor units). */
    async sumToday(memberId: number, timeZone: string): Promise<number> {
      const [row] = await executor
        .select({ sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.memberId, memberId),
            sql`${withdrawals.createdAt} >= date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}`,
            inArray(withdrawals.status, ['pending', 'approved']),
          ),
        );
      return Number(row?.sum ?? 0);
    },

    async insert(values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
      const [order] = await executor.insert(withdrawals).values(values).returning();
      if (!order) throw new Error('withdrawal insert returned no row');
      return order;
    },

    async update(id: number, values: Partial<typeof withdrawals.$inferInsert>): Promise<WithdrawalRow> {
      const [row] = await executor.update(withdrawals).set(values).where(eq(withdrawals.id, id)).returning();
      return row as WithdrawalRow;
    },

    /** An order of the merchant (and of the member, when given), locked for its decision. */
    async lockForDecision(merchantId: number, id: number, memberId?: number): Promise<WithdrawalRow | undefined> {
      const [row] = await executor
        .select()
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.id, id),
            eq(withdrawals.merchantId, merchantId),
            memberId === undefined ? undefined : eq(withdrawals.memberId, memberId),
          ),
        )
        .for('update');
      return row;
    },

    /** A merchant's orders waiting for a decision, oldest first (the operator's queue). */
    pending: (merchantId: number) =>
      executor
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.status, 'pending')))
        .orderBy(asc(withdrawals.id)),

    /** A member's orders, newest first, those before `before` (an id) when given. */
    pageOf: (query: MemberOrdersPage): Promise<WithdrawalRow[]> => memberOrdersPage(executor, withdrawals, query),
  };
}
