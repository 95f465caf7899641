import type { TeamMembersPage } from '@playdeck/contracts';
import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { members, memberTree } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Ledger } from '../ledger/ledger.service';
import type { MerchantConfig } from '../settings/settings.service';
import { ONLINE_WINDOW_MS } from './team-reports';
import { pathTo, type TeamHead } from './team-scope';

/** LIKE's own characters in a typed name match themselves, not anything. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * /m/member/team: the head's direct downline, newest first, paged; or, with a username, the
 * members of the caller's whole team whose name starts with it. Each row with its own team's
 * size, whether it is online, and its balance (the ledger's cached read).
 */
export async function teamMembers(
  { db, ledger }: { db: Db; ledger: Ledger },
  merchant: MerchantConfig,
  query: { callerId: number; head: TeamHead; username?: string | undefined; page: number; pageSize: number },
): Promise<TeamMembersPage> {
  const { callerId, head, page, pageSize } = query;
  const searching = Boolean(query.username);
  const where: SQL | undefined = searching
    ? and(
        eq(memberTree.ancestorId, callerId),
        gte(memberTree.depth, 1),
        sql`lower(${members.username}) like ${likePrefix(query.username as string)}`,
      )
    : and(eq(memberTree.ancestorId, head.id), eq(memberTree.depth, 1));
  const scoped = and(where, eq(members.merchantId, merchant.id));
  const now = Date.now();
  const [path, [counted], rows] = await Promise.all([
    searching ? pathTo(db, { callerId, headId: callerId }) : pathTo(db, { callerId, headId: head.id }),
    db
      .select({ n: sql<string>`count(*)` })
      .from(memberTree)
      .innerJoin(members, eq(members.id, memberTree.descendantId))
      .where(scoped),
    db
      .select({
        id: members.id,
        username: members.username,
        customerType: members.customerType,
        registeredAt: members.registeredAt,
        lastLoginAt: members.lastLoginAt,
        teamSize: sql<string>`(select count(*) from member_tree sub where sub.ancestor_id = ${members.id} and sub.depth >= 1)`,
        online: sql<boolean>`exists (select 1 from sessions s where s.member_id = ${members.id}
          and s.ended_at is null and s.expires_at > ${new Date(now)}
          and s.last_seen_at > ${new Date(now - ONLINE_WINDOW_MS)})`,
      })
      .from(memberTree)
      .innerJoin(members, eq(members.id, memberTree.descendantId))
      .where(scoped)
      .orderBy(desc(members.registeredAt), desc(members.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const list = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      username: row.username,
      customerType: row.customerType,
      registeredAt: row.registeredAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      online: Boolean(row.online),
      teamSize: Number(row.teamSize),
      balance: await ledger.balance({
        merchantId: merchant.id,
        currency: merchant.currency.code,
        ref: { member: row.id, purpose: 'main' },
      }),
    })),
  );
  return { path, list, total: Number(counted?.n ?? 0), page, pageSize };
}
