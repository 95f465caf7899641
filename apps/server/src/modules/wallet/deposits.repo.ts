import { and, desc, eq, lt } from 'drizzle-orm';
import { deposits } from '../../db/schema';
import type { Executor } from '../../db/types';

/** Deposit orders of one merchant; takes the database or an open transaction. */
export function depositsRepo(executor: Executor, merchantId: number) {
  return {
    /** A member's orders, newest first, those before `before` (an id) when given. */
    pageOf: ({ memberId, before, limit }: { memberId: number; before: number | null; limit: number }) =>
      executor
        .select()
        .from(deposits)
        .where(
          and(
            eq(deposits.merchantId, merchantId),
            eq(deposits.memberId, memberId),
            before ? lt(deposits.id, before) : undefined,
          ),
        )
        .orderBy(desc(deposits.id))
        .limit(limit),

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
