import { operations } from '@playdeck/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { members } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { addOperation } from '../../lib/operation-route';
import { configuredOrigin } from '../merchants/trusted-origin';
import { invitationLinks } from '../promotions/referral';
import { transferToDownline } from '../upline-transfer/upline-transfer.service';
import type { WalletRouteDeps } from '../wallet/wallet-deps';
import { promoteDownline, registerDownline } from './downline-actions';
import { teamMembers } from './team-members';
import { teamSpan } from './team-range';
import { teamBetting, teamHistoryMemo, teamKpi, teamOverview, teamPnl } from './team-reports';
import { directDownline, teamHead } from './team-scope';

export interface AgentTeamDeps {
  wallet: WalletRouteDeps;
  forgetSessions: (memberId: number) => Promise<void> | void;
}

const callerOf = (request: FastifyRequest) => ({
  memberId: request.member.memberId,
  username: request.member.username,
  customerType: request.member.customerType,
});

/**
 * The team side of the agent API (issue 13): KPI, overview, members, P&L, betting, links,
 * opening, promoting and paying a downline. Every call is the request's merchant and member's:
 * a drill-down reaches only the caller's own team (teamHead).
 */
export async function agentTeamRoutes(app: FastifyInstance, { wallet, forgetSessions }: AgentTeamDeps) {
  const db = wallet.database.db;
  const deps = { db, ledger: wallet.ledger, memo: teamHistoryMemo() };

  /** The range's span and whose team, both checked before any figure is read. */
  async function scope(
    request: FastifyRequest,
    query: { startDate: string; endDate: string; memberId?: number | undefined },
  ) {
    const [span, head] = await Promise.all([
      teamSpan(db, request.merchant, query),
      teamHead(db, { merchantId: request.merchant.id, callerId: request.member.memberId, memberId: query.memberId }),
    ]);
    return { span, head };
  }

  addOperation(app, operations.getTeamKpi, async ({ request, query }) => {
    const { span, head } = await scope(request, query);
    return teamKpi(deps, request.merchant, head, span);
  });

  addOperation(app, operations.getTeamOverview, async ({ request, query }) => {
    const { span, head } = await scope(request, query);
    return teamOverview(deps, request.merchant, head, span);
  });

  addOperation(app, operations.getTeamPnl, async ({ request, query }) => {
    const { span, head } = await scope(request, query);
    return teamPnl(deps, request.merchant, { callerId: request.member.memberId, head, span });
  });

  addOperation(app, operations.getTeamBetting, async ({ request, query }) => {
    const { span, head } = await scope(request, query);
    return teamBetting(deps, request.merchant, head, span);
  });

  addOperation(app, operations.getTeamMembers, async ({ request, query }) => {
    const callerId = request.member.memberId;
    const head = await teamHead(db, { merchantId: request.merchant.id, callerId, memberId: query.memberId });
    return teamMembers(deps, request.merchant, {
      callerId,
      head,
      username: query.username,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  addOperation(app, operations.getAgentLinks, async ({ request }) => {
    const [me] = await db
      .select({ code: members.inviteCode })
      .from(members)
      .where(and(eq(members.merchantId, request.merchant.id), eq(members.id, request.member.memberId)));
    if (!me) throw new AppError('resource.not.found');
    const origin = await configuredOrigin(wallet, request.merchant);
    return { inviteCode: me.code, links: invitationLinks(origin, me.code) };
  });

  addOperation(app, operations.registerDownline, ({ request, body }) =>
    registerDownline({ db, counters: wallet.counters }, request.merchant, {
      caller: callerOf(request),
      ip: request.ip,
      input: body,
    }),
  );

  addOperation(app, operations.promoteDownline, ({ request, params }) =>
    promoteDownline({ db, forgetSessions }, request.merchant, { caller: callerOf(request), memberId: params.memberId }),
  );

  addOperation(app, operations.transferToDownline, async ({ request, params, body }) => {
    // Checked here so that a stranger's id answers as the agent API says, before the PIN is tried.
    const downline = await directDownline(db, {
      merchantId: request.merchant.id,
      callerId: request.member.memberId,
      memberId: params.memberId,
    });
    if (downline.status !== 'active') throw new AppError('member.disabled');
    const result = await transferToDownline(wallet, {
      merchant: request.merchant,
      agentId: request.member.memberId,
      input: { ...body, downlineId: params.memberId },
    });
    return { balance: result.fromBalance };
  });
}
