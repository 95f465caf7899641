import { z } from 'zod';
import { referralLink } from './referral';

export { agentRegisterRequest, rebateRatesRequest, transferDownlineRequest } from './form-requests';

/**
 * Agents (issue 13; spec 1, 2 Agent home, 3, 6, 7 Agent). Money is in minor units; a rate is in
 * basis points of valid bets (100 = 1%). Dates are the merchant's calendar days (YYYY-MM-DD),
 * both ends included; a range is at most 92 days.
 */

/** A date range, optionally for one member of the agent's team (drill-down) instead of the agent. */
export const teamRangeQuery = z.object({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** A member of the caller's team: the figures of that member's own team. Default: the caller. */
  memberId: z.coerce.number().int().positive().optional(),
  /** Spec 7 sends size 0 with the KPI call; accepted and ignored. */
  size: z.coerce.number().int().min(0).max(100).optional(),
});
export type TeamRangeQuery = z.infer<typeof teamRangeQuery>;

/** Spec 3 team KPI footer: the four counters of agent home. */
export const teamKpi = z.object({
  footer: z.object({
    /** Team members who logged in within the range. */
    teamLoginMemberCount: z.number().int(),
    /** Team members with a settled bet within the range. */
    teamBetMemberCount: z.number().int(),
    /** Team members who registered within the range. */
    teamRegisterMemberCount: z.number().int(),
    /** Team members with a live session now (seen in the last 15 minutes). */
    teamOnlineCount: z.number().int(),
  }),
});
export type TeamKpi = z.infer<typeof teamKpi>;

/** Money figures of a set of members over a range: bets from settled rounds, the rest from the ledger. */
export const teamFigures = z.object({
  /** Stakes of settled rounds (valid bets: rolled-back rounds are not counted). */
  validBet: z.number().int(),
  payout: z.number().int(),
  /** Payouts less stakes: the members' win (negative: their loss, the house's gain). */
  winLoss: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  /** Bonuses and rebates paid to the members. */
  bonuses: z.number().int(),
  /** winLoss + bonuses: what the members came out with from play. */
  profit: z.number().int(),
});
export type TeamFigures = z.infer<typeof teamFigures>;

/** /m/agent/team/overview: the team's size and the range's figures. */
export const teamOverview = z.object({
  /** Whose team (the caller, or the downline drilled into). */
  member: z.object({ id: z.number().int(), username: z.string() }),
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  agents: z.number().int(),
  registered: z.number().int(),
  firstDeposits: z.number().int(),
  bettors: z.number().int(),
  figures: teamFigures,
});
export type TeamOverview = z.infer<typeof teamOverview>;

/** One direct downline in the team list (/m/member/team): the agent sees its own team's names in full. */
export const downlineMember = z.object({
  id: z.number().int(),
  username: z.string(),
  customerType: z.number().int(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  online: z.boolean(),
  /** This member's own team (its downline at every depth). */
  teamSize: z.number().int(),
  balance: z.number().int(),
});
export type DownlineMember = z.infer<typeof downlineMember>;

export const teamMembersQuery = z.object({
  /** Whose direct downline: a member of the caller's team. Default: the caller. */
  memberId: z.coerce.number().int().positive().optional(),
  /** A username (or its start) to find at any depth of the caller's team. */
  username: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const teamMembersPage = z.object({
  /** The path from the caller down to the member whose downline this is (breadcrumbs). */
  path: z.array(z.object({ id: z.number().int(), username: z.string() })),
  list: z.array(downlineMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamMembersPage = z.infer<typeof teamMembersPage>;

/** /m/agent/team/pnl: one row per direct downline (its whole team), the member's own play, the total. */
export const teamPnlRow = teamFigures.extend({
  memberId: z.number().int(),
  username: z.string(),
  customerType: z.number().int(),
  teamSize: z.number().int(),
});
export const teamPnl = z.object({
  path: z.array(z.object({ id: z.number().int(), username: z.string() })),
  /** The member's own play, apart from its downline's. */
  self: teamFigures,
  rows: z.array(teamPnlRow),
  total: teamFigures,
});
export type TeamPnl = z.infer<typeof teamPnl>;

/** /m/teamBetting: the team's settled bets by game category. */
export const teamBettingRow = z.object({
  category: z.string(),
  bettors: z.number().int(),
  rounds: z.number().int(),
  validBet: z.number().int(),
  payout: z.number().int(),
  winLoss: z.number().int(),
});
export const teamBetting = z.object({ rows: z.array(teamBettingRow), total: teamBettingRow.omit({ category: true }) });
export type TeamBetting = z.infer<typeof teamBetting>;

/** Spec 3 downline link object: the agent's code and a link per share channel, for open account. */
export const agentLinks = z.object({ inviteCode: z.string(), links: z.array(referralLink) });

export const agentRegisterResponse = z.object({ id: z.number().int(), username: z.string() });

/** /m/member/teamRebate: the caller's own rates and a downline's, per category the merchant offers. */
export const rebateRates = z.object({
  categories: z.array(z.string()),
  own: z.record(z.string(), z.number().int()),
  member: z.object({ id: z.number().int(), username: z.string(), rates: z.record(z.string(), z.number().int()) }),
});
export type RebateRates = z.infer<typeof rebateRates>;

export const rebateIncomeQuery = z.object({ startDate: z.iso.date(), endDate: z.iso.date() });

/** /m/member/agent/agentRebeat: the agent's rebate income per settled day and category. */
export const rebateIncome = z.object({
  list: z.array(
    z.object({ period: z.string(), category: z.string(), validBet: z.number().int(), amount: z.number().int() }),
  ),
  total: z.number().int(),
});
export type RebateIncome = z.infer<typeof rebateIncome>;

export const CONTRACT_KINDS = ['daily_salary', 'hourly_salary', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * One tier of a contract: the team's valid bets of the period and its active members (members
 * with a settled bet in it) must reach both thresholds; the highest tier reached pays. Salaries
 * pay `amount` (minor units); a dividend pays `shareBp` of the team's net loss (stakes - payouts).
 */
export const contractTier = z.object({
  minTurnover: z.number().int().min(0).max(1e15),
  minActive: z.number().int().min(0).max(1_000_000),
  amount: z.number().int().min(0).max(1e15).optional(),
  shareBp: z.number().int().min(0).max(10_000).optional(),
});
export type ContractTier = z.infer<typeof contractTier>;

export const contractView = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(['proposed', 'accepted', 'rejected', 'withdrawn', 'ended']),
  /** Who offered it: the upline's name, or null for the operator. */
  proposedBy: z.string().nullable(),
  tiers: z.array(contractTier),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type ContractView = z.infer<typeof contractView>;

export const contractStatement = z.object({
  period: z.string(),
  turnover: z.number().int(),
  activeMembers: z.number().int(),
  netLoss: z.number().int(),
  tier: z.number().int().nullable(),
  amount: z.number().int(),
  status: z.enum(['paid', 'nothing', 'unpaid']),
});

export const contractKindParams = z.object({ kind: z.enum(CONTRACT_KINDS) });
export const contractIdParams = z.object({ id: z.coerce.number().int().positive() });
export const memberIdParams = z.object({ memberId: z.coerce.number().int().positive() });

/** The contract screens: the accepted contract, a proposal awaiting the agent, the statements. */
export const contractScreen = z.object({
  current: contractView.nullable(),
  proposal: contractView.nullable(),
  statements: z.array(contractStatement),
});
export type ContractScreen = z.infer<typeof contractScreen>;

/** Spec 3 contract request response: 1 when a proposal of that kind awaits the agent's answer. */
export const contractRequests = z.object({
  dailysalreqtype: z.number().int(),
  divtypecompperiodreq: z.number().int(),
  contracthoursalreq: z.number().int(),
});
export type ContractRequests = z.infer<typeof contractRequests>;

/** An upline offers a contract to one of its direct downline agents (it pays it). */
export const proposeContractRequest = z.object({
  kind: z.enum(CONTRACT_KINDS),
  tiers: z.array(contractTier).min(1).max(10),
});

/** Agent notices (type A) with the spec 3 footer. */
export const agentNotices = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      content: z.string(),
      createdAt: z.string(),
      read: z.boolean(),
    }),
  ),
  footer: z.object({ unreadCount: z.number().int() }),
});
export type AgentNotices = z.infer<typeof agentNotices>;

/** Agent home's dividend entry: shown only when the agent has an accepted dividend contract. */
export const dividendInfo = z.object({ enabled: z.boolean() });
