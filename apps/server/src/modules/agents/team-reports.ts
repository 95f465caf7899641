import { CUSTOMER_TYPE, type TeamBetting, type TeamKpi, type TeamOverview, type TeamPnl } from '@playdeck/contracts';
import { and, countDistinct, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { members, memberTree, sessions } from '../../db/schema';
import type { Db } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import type { Ledger } from '../ledger/ledger.service';
import type { MerchantConfig } from '../settings/settings.service';
import { figuresOf, NO_PLAY, sumFigures } from './team-figures';
import {
  type HistoryQuery,
  splitSpan,
  teamFirstDepositsOver,
  teamLoginsOver,
  teamMovesOver,
  teamPlayByBranchOver,
  teamPlayByCategoryOver,
  teamPlayOver,
} from './team-history';
import type { TeamSpan } from './team-range';
import { pathTo, type TeamHead } from './team-scope';

/** A member counts as online while a session of theirs is live and was seen this recently (spec 3). */
export const ONLINE_WINDOW_MS = 15 * 60_000;

export interface ReportDeps {
  db: Db;
  ledger: Ledger;
  /** Remembers the history figures for a short while (see teamHistoryMemo); none: always read. */
  memo?: TtlCache<string, unknown> | undefined;
}

/**
 * How long a team's history figures of a range are kept: 30 seconds. The daily rollup
 * (team-rollup.ts) makes a range's sums a few rows per day, but counting distinct members (the
 * bettors, the logins) and the team's shape still reads a row per team member: about 0.4 s for a
 * 100,000-member team on a 2-core machine (the bench). Agent home asks KPI and overview together
 * on every open and both need the bettors; concurrent callers share one read (TtlCache shares
 * the load), and figures 30 s old are the same to an agent. The online counter is read fresh.
 */
export const teamHistoryMemo = () => new TtlCache<string, unknown>(30_000, 5_000);

/** A report's reader of one team and span: each figure read once per memo period, through the rollup. */
function historyReader(deps: ReportDeps, merchant: MerchantConfig, head: TeamHead, span: TeamSpan) {
  const prefix = `${merchant.id}:${head.id}:${span.from.toISOString()}:${span.to.toISOString()}`;
  let history: Promise<HistoryQuery> | undefined;
  const query = () => {
    history ??= splitSpan(deps.db, merchant.id, span).then((parts) => ({ merchant, headId: head.id, parts }));
    return history;
  };
  return <T>(figure: string, load: (q: HistoryQuery) => Promise<T>): Promise<T> => {
    const read = async () => load(await query());
    return deps.memo ? (deps.memo.get(`${figure}:${prefix}`, read) as Promise<T>) : read();
  };
}

const inTeam = (headId: number, member: typeof sessions.memberId | typeof members.id) =>
  and(eq(memberTree.descendantId, member), eq(memberTree.ancestorId, headId), gte(memberTree.depth, 1));

/** Team members with a live session now: not ended, not expired, seen within the window. */
export async function onlineCount(db: Db, merchantId: number, headId: number, now = new Date()) {
  const [row] = await db
    .select({ n: countDistinct(sessions.memberId) })
    .from(sessions)
    .innerJoin(memberTree, inTeam(headId, sessions.memberId))
    .where(
      and(
        eq(sessions.merchantId, merchantId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - ONLINE_WINDOW_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Spec 3 team KPI footer: logged in, betting, registered within the range; online now. */
export async function teamKpi(
  deps: ReportDeps,
  merchant: MerchantConfig,
  head: TeamHead,
  span: TeamSpan,
): Promise<TeamKpi> {
  const read = historyReader(deps, merchant, head, span);
  const [loggedIn, play, shape, online] = await Promise.all([
    read('logins', (q) => teamLoginsOver(deps.db, q)),
    read('play', (q) => teamPlayOver(deps.db, q)),
    read('shape', () => teamShape(deps.db, merchant.id, head.id, span)),
    onlineCount(deps.db, merchant.id, head.id),
  ]);
  return {
    footer: {
      teamLoginMemberCount: loggedIn,
      teamBetMemberCount: play.bettors,
      teamRegisterMemberCount: shape.registered,
      teamOnlineCount: online,
    },
  };
}

/** The team's shape (size, direct members, agents) and who registered in the span: one pass over the team. */
async function teamShape(db: Db, merchantId: number, headId: number, span: TeamSpan) {
  const [row] = await db
    .select({
      size: sql<string>`count(*)`,
      direct: sql<string>`count(*) filter (where ${memberTree.depth} = 1)`,
      agents: sql<string>`count(*) filter (where ${members.customerType} in (${CUSTOMER_TYPE.AGENT}, ${CUSTOMER_TYPE.TOP_AGENT}))`,
      registered: sql<string>`count(*) filter (where ${members.registeredAt} >= ${span.from} and ${members.registeredAt} < ${span.to})`,
    })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(and(eq(memberTree.ancestorId, headId), gte(memberTree.depth, 1), eq(members.merchantId, merchantId)));
  return {
    size: Number(row?.size ?? 0),
    direct: Number(row?.direct ?? 0),
    agents: Number(row?.agents ?? 0),
    registered: Number(row?.registered ?? 0),
  };
}

/** /m/agent/team/overview: the team (depth >= 1) of the head, its figures over the span. */
export async function teamOverview(
  deps: ReportDeps,
  merchant: MerchantConfig,
  head: TeamHead,
  span: TeamSpan,
): Promise<TeamOverview> {
  const read = historyReader(deps, merchant, head, span);
  const [shape, play, moves, firstDeposits] = await Promise.all([
    read('shape', () => teamShape(deps.db, merchant.id, head.id, span)),
    read('play', (q) => teamPlayOver(deps.db, q)),
    read('moves', (q) => teamMovesOver(deps, q, { byBranch: false })),
    read('firsts', (q) => teamFirstDepositsOver(deps, q)),
  ]);
  return {
    member: { id: head.id, username: head.username },
    teamSize: shape.size,
    directMembers: shape.direct,
    agents: shape.agents,
    registered: shape.registered,
    firstDeposits,
    bettors: play.bettors,
    figures: figuresOf(play, moves.get(head.id)),
  };
}

/** The direct downline of a head with each one's team size (the P&L's rows, even the quiet ones). */
async function directDownlineWithTeams(db: Db, merchantId: number, headId: number) {
  const rows = await db
    .select({
      id: members.id,
      username: members.username,
      customerType: members.customerType,
      teamSize: sql<string>`(select count(*) from member_tree sub where sub.ancestor_id = ${members.id} and sub.depth >= 1)`,
    })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(and(eq(memberTree.ancestorId, headId), eq(memberTree.depth, 1), eq(members.merchantId, merchantId)))
    .orderBy(members.id);
  return rows.map((row) => ({ ...row, teamSize: Number(row.teamSize) }));
}

/**
 * /m/agent/team/pnl: a row per direct downline covering its whole team (itself included), the
 * head's own play, the total of both. Play and money are each one grouped statement.
 */
export async function teamPnl(
  deps: ReportDeps,
  merchant: MerchantConfig,
  { callerId, head, span }: { callerId: number; head: TeamHead; span: TeamSpan },
): Promise<TeamPnl> {
  const read = historyReader(deps, merchant, head, span);
  const [path, direct, play, moves] = await Promise.all([
    pathTo(deps.db, { callerId, headId: head.id }),
    read('direct', () => directDownlineWithTeams(deps.db, merchant.id, head.id)),
    read('branches', (q) => teamPlayByBranchOver(deps.db, q)),
    read('branch-moves', (q) => teamMovesOver(deps, q, { byBranch: true })),
  ]);
  const self = figuresOf(play.get(head.id), moves.get(head.id));
  const rows = direct.map((d) => ({
    memberId: d.id,
    username: d.username,
    customerType: d.customerType,
    teamSize: d.teamSize,
    ...figuresOf(play.get(d.id), moves.get(d.id)),
  }));
  return { path, self, rows, total: sumFigures([self, ...rows]) };
}

/** /m/teamBetting: the team's (depth >= 1) settled rounds by category, and their total. */
export async function teamBetting(
  deps: ReportDeps,
  merchant: MerchantConfig,
  head: TeamHead,
  span: TeamSpan,
): Promise<TeamBetting> {
  const read = historyReader(deps, merchant, head, span);
  const [byCategory, total] = await Promise.all([
    read('categories', (q) => teamPlayByCategoryOver(deps.db, q)),
    read('play', (q) => teamPlayOver(deps.db, q)),
  ]);
  const row = (play = NO_PLAY) => ({
    bettors: play.bettors,
    rounds: play.rounds,
    validBet: play.validBet,
    payout: play.payout,
    winLoss: play.payout - play.validBet,
  });
  return {
    rows: [...byCategory.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, play]) => ({ category, ...row(play) })),
    total: row(total),
  };
}
