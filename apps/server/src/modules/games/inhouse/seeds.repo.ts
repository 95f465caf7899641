import { and, desc, eq, sql } from 'drizzle-orm';
import { rawRows } from '../../../db/raw';
import { fairnessSeeds } from '../../../db/schema';
import type { Executor } from '../../../db/types';

export type SeedRow = typeof fairnessSeeds.$inferSelect;

/** The fairness seed pairs of members (one active pair each, the others revealed). */
export function seedsRepo(db: Executor) {
  const activeOf = (memberId: number) => and(eq(fairnessSeeds.memberId, memberId), eq(fairnessSeeds.active, true));
  return {
    async active(memberId: number): Promise<SeedRow | undefined> {
      const [row] = await db.select().from(fairnessSeeds).where(activeOf(memberId));
      return row;
    },
    /** Adds a pair; a concurrent first use that already made the active pair wins. */
    async insertIfNone(row: { memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string }) {
      await db.insert(fairnessSeeds).values(row).onConflictDoNothing();
    },
    async insert(row: { memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string }) {
      const [made] = await db.insert(fairnessSeeds).values(row).returning();
      return made;
    },
    async deactivate(memberId: number) {
      const [old] = await db
        .update(fairnessSeeds)
        .set({ active: false, revealedAt: new Date() })
        .where(activeOf(memberId))
        .returning();
      return old;
    },
    revealed(memberId: number, limit: number) {
      return db
        .select()
        .from(fairnessSeeds)
        .where(and(eq(fairnessSeeds.memberId, memberId), eq(fairnessSeeds.active, false)))
        .orderBy(desc(fairnessSeeds.id))
        .limit(limit);
    },
    /** Takes the next nonce of the active pair atomically, so two quick taps never share one. */
    async takeNonce(memberId: number) {
      const [seed] = await rawRows<{ id: number; server_seed: string; client_seed: string; nonce: number }>(
        db,
        sql`update fairness_seeds set nonce = nonce + 1 where member_id = ${memberId} and active
            returning id, server_seed, client_seed, nonce - 1 as nonce`,
      );
      return seed;
    },
  };
}
