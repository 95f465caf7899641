import { and, eq, sql } from 'drizzle-orm';
import { announceCommitted } from '../../db/committed';
import { members } from '../../db/schema';
import type { Executor } from '../../db/types';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** The topic under which a commit that changed members names them (the screens' cache forgets them). */
export const MEMBERS_CHANGED = 'members';

/** Members of one merchant: every lookup is scoped by the merchant. */
export function membersRepo(db: Executor, merchantId: number) {
  const scoped = (condition: ReturnType<typeof eq>) => and(eq(members.merchantId, merchantId), condition);
  const first = async (condition: ReturnType<typeof eq>) =>
    (await db.select().from(members).where(scoped(condition)).limit(1))[0];

  return {
    byId: (id: number) => first(eq(members.id, id)),
    byUsername: (username: string) => first(sql`lower(${members.username}) = ${username.toLowerCase()}` as never),
    byMobile: (e164: string) => first(eq(members.mobile, e164)),
    byInviteCode: (code: string) => first(eq(members.inviteCode, code.toUpperCase())),
    async insert(values: Omit<NewMember, 'merchantId'>): Promise<MemberRow> {
      const [row] = await db
        .insert(members)
        .values({ ...values, merchantId })
        .returning();
      if (!row) throw new Error('member insert returned no row');
      return row;
    },
    async update(id: number, values: Partial<NewMember>) {
      await db
        .update(members)
        .set(values)
        .where(scoped(eq(members.id, id)));
      announceCommitted(db, MEMBERS_CHANGED, [id]);
    },
  };
}
