import { NO_AGENT_HOME, type RebateIncome } from '@playdeck/contracts';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import { agentRebateStatements } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db, Executor } from '../../db/types';
import type { Ledger } from '../ledger/ledger.service';
import { isPeriodKey } from '../promotions/periods';
import type { MerchantConfig } from '../settings/settings.service';
import { payPeriodBounds, payPeriodInstants } from './contract-periods';

export interface RebateOwed {
  agentId: number;
  category: string;
  validBet: number;
  amount: number;
}

/**
 * What each agent earned from its team's valid bets of one day, per category. For every agent A
 * (a member whose type opens agent home) with a positive rate in the category and every member
 * M of A's team (depth >= 1) with settled rounds that day:
 *
 *   floor(stake(M, cat) x max(0, eff(A, cat) - eff(N, cat)) / 10000)
 *
 * where N is the member right below A on the path down to M (M itself when M is A's direct
 * downline). eff is the member's rate capped by every rate set above it (0 when it has none): a
 * rate lowered after its downline's were set also lowers theirs, so the agents along one path
 * share at most the top agent's rate, whatever order the rates were changed in.
 * `validBet` is the team's stakes in the category.
 * One statement: the day's rounds from the (merchant, settled_at) index, grouped per member and
 * category first, then A and N are found in the closure table (its primary key and the
 * (descendant, depth) index).
 */
export async function rebatesOwed(db: Executor, merchant: MerchantConfig, day: string): Promise<RebateOwed[]> {
  const { from, to } = payPeriodBounds('day', day, merchant.settings.promotions.timeZone);
  const rows = await rawRows<{ agent_id: string; category: string; valid_bet: string; amount: string }>(
    db,
    sql`with stakes as (
          select member_id, category, sum(stake) as stake
          from game_rounds
          where merchant_id = ${merchant.id} and status = 'settled' and currency = ${merchant.currency.code}
            and settled_at >= ${from} and settled_at < ${to}
          group by member_id, category
        ),
        eff as (
          select r.member_id, r.category, min(above.rate_bp) as rate_bp
          from agent_rebate_rates r
          join member_tree t on t.descendant_id = r.member_id
          join agent_rebate_rates above on above.member_id = t.ancestor_id and above.category = r.category
          where r.merchant_id = ${merchant.id}
          group by r.member_id, r.category
        )
        select up.ancestor_id as agent_id, s.category,
               sum(s.stake)::bigint as valid_bet,
               sum(floor(s.stake::numeric * greatest(ra.rate_bp - coalesce(rn.rate_bp, 0), 0) / 10000))::bigint as amount
        from stakes s
        join member_tree up on up.descendant_id = s.member_id and up.depth >= 1
        join eff ra on ra.member_id = up.ancestor_id and ra.category = s.category and ra.rate_bp > 0
        join members a on a.id = up.ancestor_id and a.merchant_id = ${merchant.id} and not a.is_trial
          and a.customer_type not in (${sql.join(
            NO_AGENT_HOME.map((t) => sql`${t}`),
            sql`, `,
          )})
        join member_tree below on below.descendant_id = s.member_id and below.depth = up.depth - 1
        left join eff rn on rn.member_id = below.ancestor_id and rn.category = s.category
        group by up.ancestor_id, s.category
        order by up.ancestor_id, s.category`,
  );
  return rows.map((r) => ({
    agentId: Number(r.agent_id),
    category: r.category,
    validBet: Number(r.valid_bet),
    amount: Number(r.amount),
  }));
}

export type RebateSettlement =
  | { refused: 'period' | 'running' }
  | { period: string; agents: number; total: number; alreadySettled: boolean };

/**
 * Settles one merchant day of agent rebate income, as a whole and once: under the day's lock, a
 * day with any statement is done; otherwise every (agent, category) statement is written and each
 * agent is paid its day's total from the house account in the same transaction (the ledger key
 * names agent and day too). A second run, or another instance's at the same moment, pays nothing.
 * `now`: a day that has not ended by then is refused (it would be paid in part, and never again).
 */
export async function settleAgentRebates(
  { db, ledger }: { db: Db; ledger: Ledger },
  merchant: MerchantConfig,
  day: string,
  { now = new Date(), actor = 'system' }: { now?: Date; actor?: string } = {},
): Promise<RebateSettlement> {
  if (!isPeriodKey('day', day)) return { refused: 'period' };
  const zone = merchant.settings.promotions.timeZone;
  const { to } = await payPeriodInstants(db, 'day', day, zone);
  if (to.getTime() > now.getTime()) return { refused: 'running' };
  if (await settled(db, merchant.id, day)) return { period: day, agents: 0, total: 0, alreadySettled: true };

  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agent-rebate:${merchant.id}:${day}`}))`);
    if (await settled(tx, merchant.id, day)) return { period: day, agents: 0, total: 0, alreadySettled: true };
    const owed = await rebatesOwed(tx, merchant, day);
    if (owed.length > 0)
      await tx.insert(agentRebateStatements).values(owed.map((o) => ({ merchantId: merchant.id, period: day, ...o })));
    const perAgent = new Map<number, number>();
    for (const o of owed) perAgent.set(o.agentId, (perAgent.get(o.agentId) ?? 0) + o.amount);
    let agents = 0;
    let total = 0;
    for (const [agentId, amount] of perAgent) {
      if (amount <= 0) continue;
      await ledger.transfer(
        {
          merchantId: merchant.id,
          currency: merchant.currency.code,
          from: { house: 'agent_pay' },
          to: { member: agentId, purpose: 'main' },
          amount,
          kind: 'rebate',
          source: 'agent-rebate',
          externalId: `${agentId}:${day}`,
          actor,
          metadata: { detail: `agent rebate ${day}` },
        },
        tx,
      );
      agents++;
      total += amount;
    }
    return { period: day, agents, total, alreadySettled: false };
  });
}

async function settled(db: Executor, merchantId: number, day: string) {
  const [row] = await db
    .select({ id: agentRebateStatements.id })
    .from(agentRebateStatements)
    .where(and(eq(agentRebateStatements.merchantId, merchantId), eq(agentRebateStatements.period, day)))
    .limit(1);
  return Boolean(row);
}

/** The caller's rebate income (/m/member/agent/agentRebeat): its statements of the range's days. */
export async function rebateIncomeOf(
  db: Executor,
  {
    merchantId,
    agentId,
    startDate,
    endDate,
  }: { merchantId: number; agentId: number; startDate: string; endDate: string },
): Promise<RebateIncome> {
  const rows = await db
    .select({
      period: agentRebateStatements.period,
      category: agentRebateStatements.category,
      validBet: agentRebateStatements.validBet,
      amount: agentRebateStatements.amount,
    })
    .from(agentRebateStatements)
    .where(
      and(
        eq(agentRebateStatements.merchantId, merchantId),
        eq(agentRebateStatements.agentId, agentId),
        between(agentRebateStatements.period, startDate, endDate),
      ),
    )
    .orderBy(asc(agentRebateStatements.period), asc(agentRebateStatements.category));
  return { list: rows, total: rows.reduce((sum, r) => sum + r.amount, 0) };
}
