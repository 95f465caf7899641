import type { SocialProvider } from '@playdeck/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { members, socialExchangeCodes, socialIdentities, socialStates } from '../../../db/schema';
import type { Executor } from '../../../db/types';

export type SocialStateRow = typeof socialStates.$inferSelect;
type NewState = Omit<typeof socialStates.$inferInsert, 'merchantId' | 'createdAt' | 'usedAt'>;
type NewExchangeCode = Omit<typeof socialExchangeCodes.$inferInsert, 'merchantId' | 'usedAt'>;

/** Social sign-in rows of one merchant: states, provider identities and exchange codes. */
export function socialRepo(db: Executor, merchantId: number) {
  return {
    async insertState(values: NewState) {
      await db.insert(socialStates).values({ ...values, merchantId });
    },

    /**
     * Marks a state used and returns it, in one statement: of two callbacks racing with the same
     * state only one gets the row. Unknown, spent, expired or another provider's state: undefined.
     */
    async consumeState(stateHash: string, provider: SocialProvider, now: Date) {
      const [row] = await db
        .update(socialStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(socialStates.stateHash, stateHash),
            eq(socialStates.merchantId, merchantId),
            eq(socialStates.provider, provider),
            isNull(socialStates.usedAt),
            gt(socialStates.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** The member linked to an identity at a provider, if any. */
    async linkedMember(provider: SocialProvider, subject: string) {
      const [row] = await db
        .select({ member: members })
        .from(socialIdentities)
        .innerJoin(members, eq(members.id, socialIdentities.memberId))
        .where(
          and(
            eq(socialIdentities.merchantId, merchantId),
            eq(socialIdentities.provider, provider),
            eq(socialIdentities.subject, subject),
            eq(members.merchantId, merchantId),
          ),
        )
        .limit(1);
      return row?.member;
    },

    /** Links an identity to a member; false when another sign-in linked it first. */
    async link(provider: SocialProvider, subject: string, memberId: number): Promise<boolean> {
      const rows = await db
        .insert(socialIdentities)
        .values({ merchantId, provider, subject, memberId })
        .onConflictDoNothing()
        .returning({ id: socialIdentities.id });
      return rows.length > 0;
    },

    async insertExchangeCode(values: NewExchangeCode) {
      await db.insert(socialExchangeCodes).values({ ...values, merchantId });
    },

    /** Marks an exchange code used and returns it, in one statement (single use under races too). */
    async consumeExchangeCode(codeHash: string, now: Date) {
      const [row] = await db
        .update(socialExchangeCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(socialExchangeCodes.codeHash, codeHash),
            eq(socialExchangeCodes.merchantId, merchantId),
            isNull(socialExchangeCodes.usedAt),
            gt(socialExchangeCodes.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
  };
}
