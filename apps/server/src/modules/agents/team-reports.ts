import { CUSTOMER_TYPE, type TeamBetting, type TeamKpi, type TeamOverview, type TeamPnl } from '@playdeck/contracts';
import { and, countDistinct, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { members, memberTree, sessions } from '../../db/schema';
import type { Db } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import type { Ledger } from '../ledger/ledger.service';
import type { MerchantConfig } from '../settings/settings.service';
import { figuresOf, moneyMovesByGroup, NO_PLAY, sumFigures } from './team-figures';
import { type TeamPlayQuery, teamPlay, teamPlayByBranch, teamPlayByCategory } from './team-play';
import type { TeamSpan } from './team-range';
import { pathTo, type TeamHead, teamMembersAsOneGroup, teamMembersByBranch } from './team-scope';

/** A member counts as online while a session of theirs is live and was seen this recently (spec 3). */
export const ONLINE_WINDOW_MS = 15 * 60_000;

export interface ReportDeps {
  db: Db;
  ledger: Ledger;
  /** Remembers the history reads for a short while (see teamHistoryMemo); none: always read. */
  memo?: TtlCache<string, unknown> | undefined;
}

/**
 * How long a team's history figures (rounds and ledger sums of a range) are kept: 30 seconds.
 * Why a cache at all: those figures read every settled round of the range, and a range's rounds
 * are the history the issue says not to scan per call. The bench (scripts/bench/suites/agents.ts)
 * measured one 30-day read of a 100,000-member team with 1,000,000 rounds at about 0.5-2.5 s of
 * database time on a 2-core machine, and agent home asks KPI and overview together on every
 * open (both need the team's rounds). Figures of whole days that are 30 s old are the same to an
 * agent; concurrent callers share one read (TtlCache shares the load), and KPI, overview and
 * betting of the same team and range share theirs. The online counter is read fresh. The
 * lasting answer is a rollup kept at settlement (reported to the lead, issue 13).
 */
export const teamHistoryMemo = () => new TtlCache<string, unknown>(30_000, 5_000);

function remembered<T>(deps: ReportDeps, key: string, load: () => Promise<T>): Promise<T> {
  return deps.memo ? (deps.memo.get(key, load) as Promise<T>) : load();
}
const keyOf = (kind: string, q: TeamPlayQuery) =>
  `${kind}:${q.merchantId}:${q.ancestorId}:${q.minDepth}:${(q.from as Date).toISOString()}:${(q.to as Date).toISOString()}`;
const playOf = (deps: ReportDeps, q: TeamPlayQuery) => remembered(deps, keyOf('play', q), () => teamPlay(deps.db, q));

const inTeam = (headId: number, member: typeof sessions.memberId | typeof members.id) =>
  and(eq(memberTree.descendantId, member), eq(memberTree.ancestorId, headId), gte(memberTree.depth, 1));

const playQuery = (merchant: MerchantConfig, head: TeamHead, span: TeamSpan, minDepth: 0 | 1): TeamPlayQuery => ({
  merchantId: merchant.id,
  currency: merchant.currency.code,
  ancestorId: head.id,
  minDepth,
  ...span,
});

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
  const { db } = deps;
  const query = playQuery(merchant, head, span, 1);
  const [loggedIn, play, shape, online] = await Promise.all([
    remembered(deps, keyOf('logins', query), async () => {
      const [row] = await db
        .select({ n: countDistinct(sessions.memberId) })
        .from(sessions)
        .innerJoin(memberTree, inTeam(head.id, sessions.memberId))
        .where(
          and(
            eq(sessions.merchantId, merchant.id),
            gte(sessions.createdAt, span.from),
            lt(sessions.createdAt, span.to),
          ),
        );
      return Number(row?.n ?? 0);
    }),
    playOf(deps, query),
    shapeOf(deps, query),
    onlineCount(db, merchant.id, head.id),
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

const shapeOf = (deps: ReportDeps, q: TeamPlayQuery) =>
  remembered(deps, keyOf('shape', q), () =>
    teamShape(deps.db, q.merchantId, q.ancestorId, { from: q.from as Date, to: q.to as Date }),
  );

/** /m/agent/team/overview: the team (depth >= 1) of the head, its figures over the span. */
export async function teamOverview(
  deps: ReportDeps,
  merchant: MerchantConfig,
  head: TeamHead,
  span: TeamSpan,
): Promise<TeamOverview> {
  const { ledger } = deps;
  const query = playQuery(merchant, head, span, 1);
  const money = {
    merchantId: merchant.id,
    currency: merchant.currency.code,
    members: teamMembersAsOneGroup(head.id, 1),
    span,
  };
  const [shape, play, moves, firsts] = await Promise.all([
    shapeOf(deps, query),
    playOf(deps, query),
    remembered(deps, keyOf('moves', query), () => moneyMovesByGroup(ledger, money)),
    remembered(deps, keyOf('firsts', query), () => ledger.groupFirstsIn({ ...money, kind: 'deposit', ...span })),
  ]);
  return {
    member: { id: head.id, username: head.username },
    teamSize: shape.size,
    directMembers: shape.direct,
    agents: shape.agents,
    registered: shape.registered,
    firstDeposits: firsts.reduce((n, row) => n + row.firsts, 0),
    bettors: play.bettors,
    figures: figuresOf(play, moves.get(head.id)),
  };
}

/** The direct downline of a head with each one's team size (the P&L's rows, even the quiet ones). */
async function directDownline(db: Db, merchantId: number, headId: number) {
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
  const { db, ledger } = deps;
  const query = playQuery(merchant, head, span, 0);
  const [path, direct, play, moves] = await Promise.all([
    pathTo(db, { callerId, headId: head.id }),
    remembered(deps, keyOf('direct', query), () => directDownline(db, merchant.id, head.id)),
    remembered(deps, keyOf('branches', query), () => teamPlayByBranch(db, query)),
    remembered(deps, keyOf('branch-moves', query), () =>
      moneyMovesByGroup(ledger, {
        merchantId: merchant.id,
        currency: merchant.currency.code,
        members: teamMembersByBranch(head.id),
        span,
      }),
    ),
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
  const query = playQuery(merchant, head, span, 1);
  const [byCategory, total] = await Promise.all([
    remembered(deps, keyOf('categories', query), () => teamPlayByCategory(deps.db, query)),
    playOf(deps, query),
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
