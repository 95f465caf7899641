import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { bankCards, members, promotionEntries, promotions } from '../../db/schema';
import type { Executor } from '../../db/types';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = Omit<typeof promotions.$inferInsert, 'merchantId'>;
export type EntryRow = typeof promotionEntries.$inferSelect;

/** A merchant's promotions and its members' entries: every statement scoped by the merchant. */
export function promotionsRepo(db: Executor, merchantId: number) {
  return {
    /** Promotions players may see: live or paused, not ended longer than a week ago. */
    visible: () =>
      db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.merchantId, merchantId),
            inArray(promotions.status, ['live', 'paused']),
            or(isNull(promotions.endsAt), sql`${promotions.endsAt} > now() - interval '7 days'`),
          ),
        )
        .orderBy(asc(promotions.sortOrder), asc(promotions.id)),

    all: () => db.select().from(promotions).where(eq(promotions.merchantId, merchantId)).orderBy(asc(promotions.id)),

    byId: async (id: number) =>
      (
        await db
          .select()
          .from(promotions)
          .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
      )[0],

    byCode: async (code: string) =>
      (
        await db
          .select()
          .from(promotions)
          .where(and(eq(promotions.merchantId, merchantId), eq(promotions.code, code)))
      )[0],

    async insert(values: NewPromotion) {
      const [row] = await db
        .insert(promotions)
        .values({ ...values, merchantId })
        .returning();
      return row as PromotionRow;
    },

    async update(id: number, values: Partial<NewPromotion>) {
      const [row] = await db
        .update(promotions)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
        .returning();
      return row;
    },

    /** The member's entries of these periods (one per promotion at most). */
    entriesOf: (memberId: number, promotionIds: number[]) =>
      promotionIds.length === 0
        ? Promise.resolve([] as EntryRow[])
        : db
            .select()
            .from(promotionEntries)
            .where(
              and(
                eq(promotionEntries.merchantId, merchantId),
                eq(promotionEntries.memberId, memberId),
                inArray(promotionEntries.promotionId, promotionIds),
              ),
            ),

    /** Enters a period once: undefined when the member already has this period's entry. */
    async enter(values: Omit<typeof promotionEntries.$inferInsert, 'merchantId'>) {
      const [row] = await db
        .insert(promotionEntries)
        .values({ ...values, merchantId })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * claimable -> credited for the member's oldest claimable entry of the promotion (any period:
     * an earned reward does not lapse), for one caller only: the one that gets the row pays.
     */
    async takeClaimable(promotionId: number, memberId: number) {
      const oldest = db
        .select({ id: promotionEntries.id })
        .from(promotionEntries)
        .where(
          and(
            eq(promotionEntries.merchantId, merchantId),
            eq(promotionEntries.promotionId, promotionId),
            eq(promotionEntries.memberId, memberId),
            eq(promotionEntries.state, 'claimable'),
          ),
        )
        .orderBy(asc(promotionEntries.id))
        .limit(1);
      const [row] = await db
        .update(promotionEntries)
        .set({ state: 'credited', updatedAt: new Date() })
        .where(and(inArray(promotionEntries.id, oldest), eq(promotionEntries.state, 'claimable')))
        .returning();
      return row;
    },

    /** An operator's decision on an application (applying -> claimable or rejected). */
    async decide(
      entryId: number,
      change: { state: 'claimable' | 'rejected'; amount?: number; reason?: string; decidedBy: string },
    ) {
      const [row] = await db
        .update(promotionEntries)
        .set({ ...change, updatedAt: new Date() })
        .where(
          and(
            eq(promotionEntries.merchantId, merchantId),
            eq(promotionEntries.id, entryId),
            eq(promotionEntries.state, 'applying'),
          ),
        )
        .returning();
      return row;
    },

    entriesInState: (state: EntryRow['state']) =>
      db
        .select()
        .from(promotionEntries)
        .where(and(eq(promotionEntries.merchantId, merchantId), eq(promotionEntries.state, state)))
        .orderBy(asc(promotionEntries.id))
        .limit(200),

    async promotionOfEntry(entryId: number) {
      const [row] = await db
        .select({ promotion: promotions })
        .from(promotionEntries)
        .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
        .where(and(eq(promotionEntries.merchantId, merchantId), eq(promotionEntries.id, entryId)));
      return row?.promotion;
    },

    /** The member's rebate entries with their promotion, newest first. */
    rebateEntriesOf: (memberId: number) =>
      db
        .select({ entry: promotionEntries, promotion: promotions })
        .from(promotionEntries)
        .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
        .where(
          and(
            eq(promotionEntries.merchantId, merchantId),
            eq(promotionEntries.memberId, memberId),
            eq(promotions.kind, 'rebate'),
          ),
        )
        .orderBy(sql`${promotionEntries.id} desc`)
        .limit(100),

    /** Claimable entries of the member in promotions players can see. */
    async claimableCount(memberId: number) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(promotionEntries)
        .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
        .where(
          and(
            eq(promotionEntries.merchantId, merchantId),
            eq(promotionEntries.memberId, memberId),
            eq(promotionEntries.state, 'claimable'),
            inArray(promotions.status, ['live', 'paused']),
          ),
        );
      return Number(row?.count ?? 0);
    },

    /**
     * Another member counted as the same person (same mobile, e-mail or payout card) who was
     * already credited by this promotion.
     */
    async samePersonCredited(promotionId: number, memberId: number): Promise<boolean> {
      const [me] = await db.select().from(members).where(eq(members.id, memberId));
      if (!me) return false;
      const myCards = db
        .select({ accountNumber: bankCards.accountNumber })
        .from(bankCards)
        .where(eq(bankCards.memberId, memberId));
      const others = db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            ne(members.id, memberId),
            or(
              me.mobile ? eq(members.mobile, me.mobile) : sql`false`,
              me.email ? eq(members.email, me.email) : sql`false`,
              inArray(
                members.id,
                db
                  .select({ id: bankCards.memberId })
                  .from(bankCards)
                  .where(and(isNotNull(bankCards.accountNumber), inArray(bankCards.accountNumber, myCards))),
              ),
            ),
          ),
        );
      const [hit] = await db
        .select({ id: promotionEntries.id })
        .from(promotionEntries)
        .where(
          and(
            eq(promotionEntries.promotionId, promotionId),
            eq(promotionEntries.state, 'credited'),
            inArray(promotionEntries.memberId, others),
          ),
        )
        .limit(1);
      return hit !== undefined;
    },
  };
}
