import { and, asc, eq, inArray, isNotNull, isNull, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { bankCards, members, promotionEntries, promotionFlags, promotions, sessions } from '../../db/schema';
import type { Executor } from '../../db/types';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = Omit<typeof promotions.$inferInsert, 'merchantId'>;
export type EntryRow = typeof promotionEntries.$inferSelect;
/** The refusal of a second bonus to one person, also kept as the refused entry's reason. */
export const DUPLICATE_PERSON = 'promotion.duplicate.person';

/** Another account counted as the same person, and what they share. */
export interface SamePerson {
  memberId: number;
  by: 'mobile' | 'email' | 'device' | 'card';
}

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
     * The first of `among` who counts as the same person as the member: sharing the mobile, the
     * e-mail, a device id the sessions saw, or a payout card. Checked way by way, the cheapest
     * first, so the operator's flag says which.
     */
    async samePersonAmong(memberId: number, among: SQLWrapper | readonly number[]): Promise<SamePerson | undefined> {
      const [me] = await db
        .select({ mobile: members.mobile, email: members.email })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
      if (!me) return undefined;
      const ofMerchant = (condition: SQL) =>
        db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.merchantId, merchantId), ne(members.id, memberId), condition));
      const myDevices = db
        .select({ deviceId: sessions.deviceId })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNotNull(sessions.deviceId)));
      const myCards = db
        .select({ accountNumber: bankCards.accountNumber })
        .from(bankCards)
        .where(eq(bankCards.memberId, memberId));
      const ways: [SamePerson['by'], SQL | undefined][] = [
        ['mobile', me.mobile ? inArray(members.id, ofMerchant(eq(members.mobile, me.mobile))) : undefined],
        [
          'email',
          me.email ? inArray(members.id, ofMerchant(sql`lower(${members.email}) = lower(${me.email})`)) : undefined,
        ],
        [
          'device',
          inArray(
            members.id,
            db
              .select({ id: sessions.memberId })
              .from(sessions)
              .where(and(eq(sessions.merchantId, merchantId), inArray(sessions.deviceId, myDevices))),
          ),
        ],
        [
          'card',
          inArray(
            members.id,
            db
              .select({ id: bankCards.memberId })
              .from(bankCards)
              .where(and(isNotNull(bankCards.accountNumber), inArray(bankCards.accountNumber, myCards))),
          ),
        ],
      ];
      for (const [by, condition] of ways) {
        if (!condition) continue;
        const [hit] = await db
          .select({ id: members.id })
          .from(members)
          .where(
            and(eq(members.merchantId, merchantId), ne(members.id, memberId), inArray(members.id, among), condition),
          )
          .limit(1);
        if (hit) return { memberId: hit.id, by };
      }
      return undefined;
    },

    /** Another account of the same person that this promotion already credited. */
    samePersonCredited(promotionId: number, memberId: number) {
      return this.samePersonAmong(
        memberId,
        db
          .select({ id: promotionEntries.memberId })
          .from(promotionEntries)
          .where(and(eq(promotionEntries.promotionId, promotionId), eq(promotionEntries.state, 'credited'))),
      );
    },

    /** A refused claim the operator reviews (promotion:flags). */
    async flag(values: { promotionId: number; memberId: number; matched: SamePerson }) {
      await db.insert(promotionFlags).values({
        merchantId,
        promotionId: values.promotionId,
        memberId: values.memberId,
        matchedMemberId: values.matched.memberId,
        matchedBy: values.matched.by,
      });
    },

    /** Flagged claims, newest first, with both accounts' names. */
    flags: (limit = 100) =>
      db
        .select({
          id: promotionFlags.id,
          promotionCode: promotions.code,
          member: members.username,
          matchedMemberId: promotionFlags.matchedMemberId,
          matchedBy: promotionFlags.matchedBy,
          createdAt: promotionFlags.createdAt,
        })
        .from(promotionFlags)
        .innerJoin(promotions, eq(promotions.id, promotionFlags.promotionId))
        .innerJoin(members, eq(members.id, promotionFlags.memberId))
        .where(eq(promotionFlags.merchantId, merchantId))
        .orderBy(sql`${promotionFlags.id} desc`)
        .limit(limit),

    /** A claimable or joined entry refused (one per person): the player reads the reason. */
    async refuse(entryId: number, reason: string) {
      const [row] = await db
        .update(promotionEntries)
        .set({ state: 'rejected', reason, updatedAt: new Date() })
        .where(
          and(
            eq(promotionEntries.merchantId, merchantId),
            eq(promotionEntries.id, entryId),
            inArray(promotionEntries.state, ['joined', 'claimable']),
          ),
        )
        .returning();
      return row;
    },
  };
}
