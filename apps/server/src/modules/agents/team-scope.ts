import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { members, memberTree } from '../../db/schema';
import type { Executor } from '../../db/types';
import { AppError } from '../../lib/errors';

export interface TeamHead {
  id: number;
  username: string;
}

const callerRow = alias(memberTree, 'caller_tree');

/**
 * Whose team a screen shows: the caller, or a member of the caller's team (depth >= 1) it drills
 * into. Anyone else — an upline, a stranger, another merchant's member, an unknown id — is
 * agent.not.downline, the same answer for each, so the call tells nothing about who exists.
 */
export async function teamHead(
  db: Executor,
  { merchantId, callerId, memberId }: { merchantId: number; callerId: number; memberId?: number | undefined },
): Promise<TeamHead> {
  const id = memberId ?? callerId;
  const [row] = await db
    .select({ id: members.id, username: members.username })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(
      and(
        eq(memberTree.ancestorId, callerId),
        eq(memberTree.descendantId, id),
        eq(members.merchantId, merchantId),
        id === callerId ? undefined : gte(memberTree.depth, 1),
      ),
    );
  if (!row) throw new AppError('agent.not.downline');
  return row;
}

/**
 * The breadcrumbs from the caller down to a member of its team: the member's ancestors that
 * are the caller or below it, top first (two lookups in the closure table's indexes).
 */
export async function pathTo(db: Executor, { callerId, headId }: { callerId: number; headId: number }) {
  return db
    .select({ id: members.id, username: members.username })
    .from(memberTree)
    .innerJoin(callerRow, and(eq(callerRow.ancestorId, callerId), eq(callerRow.descendantId, memberTree.ancestorId)))
    .innerJoin(members, eq(members.id, memberTree.ancestorId))
    .where(eq(memberTree.descendantId, headId))
    .orderBy(asc(callerRow.depth));
}

/** The members of a team as (member_id, grp) for the ledger's group sums: all in one group. */
export const teamMembersAsOneGroup = (ancestorId: number, minDepth: 0 | 1) =>
  sql`select descendant_id as member_id, ${ancestorId}::bigint as grp from member_tree
    where ancestor_id = ${ancestorId} and depth >= ${minDepth}`;

/**
 * The members of a team as (member_id, grp), grouped by branch: the direct downline with its
 * whole team under it, the ancestor itself in its own group (the same split as teamPlayByBranch).
 */
export const teamMembersByBranch = (ancestorId: number) =>
  sql`select t.descendant_id as member_id, coalesce(b.ancestor_id, ${ancestorId}::bigint) as grp
    from member_tree t
    left join member_tree b on b.descendant_id = t.descendant_id and b.depth = t.depth - 1
    where t.ancestor_id = ${ancestorId}`;

export interface Downline {
  id: number;
  username: string;
  customerType: number;
  status: 'active' | 'disabled';
}

/**
 * A member of the caller's DIRECT downline (depth 1), of the caller's merchant. An upline, a
 * member further down, a stranger, another merchant's member or an unknown id all get the same
 * agent.not.downline, so the answer tells nothing about who exists.
 */
export async function directDownline(
  db: Executor,
  { merchantId, callerId, memberId }: { merchantId: number; callerId: number; memberId: number },
): Promise<Downline> {
  const [row] = await db
    .select({
      id: members.id,
      username: members.username,
      customerType: members.customerType,
      status: members.status,
    })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(
      and(
        eq(memberTree.ancestorId, callerId),
        eq(memberTree.descendantId, memberId),
        eq(memberTree.depth, 1),
        eq(members.merchantId, merchantId),
      ),
    );
  if (!row) throw new AppError('agent.not.downline');
  return row;
}
