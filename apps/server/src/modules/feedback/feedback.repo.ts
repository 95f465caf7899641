import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { feedback } from '../../db/schema';
import type { Executor } from '../../db/types';

export type FeedbackRow = typeof feedback.$inferSelect;

/** Feedback rows, every query scoped to the merchant (and the member where a member asks). */
export function feedbackRepo(db: Executor) {
  return {
    async insert(values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
      const [row] = await db.insert(feedback).values(values).returning();
      if (!row) throw new Error('feedback insert returned no row');
      return row;
    },

    /** A member's feedback, newest first, before `cursor`; one more than asked (is there a next page). */
    ofMember(merchantId: number, memberId: number, cursor: number | undefined, size: number) {
      return db
        .select()
        .from(feedback)
        .where(
          and(
            eq(feedback.merchantId, merchantId),
            eq(feedback.memberId, memberId),
            cursor === undefined ? undefined : lt(feedback.id, cursor),
          ),
        )
        .orderBy(desc(feedback.id))
        .limit(size + 1);
    },

    /** The operator's list: the merchant's newest, or only those without a reply. */
    ofMerchant(merchantId: number, unansweredOnly: boolean, limit: number) {
      return db
        .select()
        .from(feedback)
        .where(and(eq(feedback.merchantId, merchantId), unansweredOnly ? isNull(feedback.reply) : undefined))
        .orderBy(desc(feedback.id))
        .limit(limit);
    },

    async reply(merchantId: number, id: number, reply: string, by: string): Promise<boolean> {
      const rows = await db
        .update(feedback)
        .set({ reply, repliedAt: new Date(), repliedBy: by })
        .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)))
        .returning({ id: feedback.id });
      return rows.length > 0;
    },
  };
}
