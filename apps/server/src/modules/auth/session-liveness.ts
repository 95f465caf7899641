import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * Whether a member's session is still live for something it handed out at `issuedAt` (a game's
 * launch token, issue 8 item 6): not ended (logout, a password change elsewhere, a disabled
 * member), not past its absolute end, the member active, and the password not changed since.
 * Read from the database every time: what it guards moves money.
 */
export async function sessionLiveSince(db: Db, sessionId: number, issuedAt: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, new Date()),
        eq(members.status, 'active'),
        lte(members.credentialsChangedAt, issuedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
