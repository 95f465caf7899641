import { and, asc, eq } from 'drizzle-orm';
import { deposits } from '../../db/schema';
import type { Executor } from '../../db/types';
import { type MemberOrdersPage, memberOrdersPage } from './member-orders-page';

export type DepositRow = typeof deposits.$inferSelect;
type DepositValues = typeof deposits.$inferInsert;

/** Deposit orders of one merchant; takes the database or an open transaction. */
export function depositsRepo(executor: Executor, merchantId: number) {
  return {
    /** A member's orders, newest first, those before `before` (an id) when given. */
    pageOf: (query: Omit<MemberOrdersPage, 'merchantId'>): Promise<DepositRow[]> =>
      memberOrdersPage(executor, deposits, { merchantId, ...query }),

    /** The order a member made under a request id, if any (idempotency). */
    byRequest: async (memberId: number, requestId: string): Promise<DepositRow | undefined> => {
      const [order] = await executor
        .select()
        .from(deposits)
        .where(and(eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)));
      return order;
    },

    /** A new order; undefined when a simultaneous request made it first. */
    insertOnce: async (values: DepositValues): Promise<DepositRow | undefined> => {
      const [order] = await executor.insert(deposits).values(values).onConflictDoNothing().returning();
      return order;
    },

    /** An order of the merchant; locked for its decision with `lock` (inside a transaction). */
    byId: async (id: number, { lock = false } = {}): Promise<DepositRow | undefined> => {
      const query = executor
        .select()
        .from(deposits)
        .where(and(eq(deposits.id, id), eq(deposits.merchantId, merchantId)));
      const [order] = lock ? await query.for('update') : await query;
      return order;
    },

    update: async (id: number, values: Partial<DepositValues>): Promise<DepositRow> => {
      const [order] = await executor.update(deposits).set(values).where(eq(deposits.id, id)).returning();
      return order as DepositRow;
    },

    /** Closes an order still pending; undefined when it was not (any more). */
    closePending: async (id: number, values: Partial<DepositValues>): Promise<DepositRow | undefined> => {
      const [order] = await executor
        .update(deposits)
        .set(values)
        .where(and(eq(deposits.id, id), eq(deposits.merchantId, merchantId), eq(deposits.status, 'pending')))
        .returning();
      return order;
    },

    /** The orders waiting for a decision, oldest first (the operator's queue). */
    pending: () =>
      executor
        .select()
        .from(deposits)
        .where(and(eq(deposits.merchantId, merchantId), eq(deposits.status, 'pending')))
        .orderBy(asc(deposits.id)),

    /** An order paid through one channel (a gateway's callback names both). */
    ofChannel: async (orderId: number, channelId: string) => {
      const [order] = await executor
        .select()
        .from(deposits)
        .where(and(eq(deposits.id, orderId), eq(deposits.merchantId, merchantId), eq(deposits.channelId, channelId)));
      return order;
    },
  };
}
