import { and, count, eq, isNull } from 'drizzle-orm';
import { bankCards } from '../../db/schema';
import type { Executor } from '../../db/types';

export type CardRow = typeof bankCards.$inferSelect;

/** A member's bank cards within one merchant; takes the database or an open transaction. */
export function cardsRepo(executor: Executor, merchantId: number) {
  const activeOf = (memberId: number) =>
    and(eq(bankCards.merchantId, merchantId), eq(bankCards.memberId, memberId), isNull(bankCards.removedAt));
  return {
    active: (memberId: number): Promise<CardRow[]> => executor.select().from(bankCards).where(activeOf(memberId)),

    async countActive(memberId: number): Promise<number> {
      const [row] = await executor.select({ n: count() }).from(bankCards).where(activeOf(memberId));
      return row?.n ?? 0;
    },

    async activeById(memberId: number, cardId: number): Promise<CardRow | undefined> {
      const [card] = await executor
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.id, cardId), activeOf(memberId)));
      return card;
    },

    async insert(card: Omit<typeof bankCards.$inferInsert, 'merchantId'>): Promise<CardRow> {
      const [row] = await executor
        .insert(bankCards)
        .values({ ...card, merchantId })
        .returning();
      return row as CardRow;
    },

    async markRemoved(cardId: number) {
      await executor
        .update(bankCards)
        .set({ removedAt: new Date() })
        .where(and(eq(bankCards.id, cardId), eq(bankCards.merchantId, merchantId)));
    },
  };
}
