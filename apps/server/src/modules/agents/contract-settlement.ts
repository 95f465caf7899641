import { type ContractKind, type ContractTier, contractTier } from '@playdeck/contracts';
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { agentContractStatements, agentContracts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db, Executor, Tx } from '../../db/types';
import type { Ledger } from '../ledger/ledger.service';
import type { MerchantConfig } from '../settings/settings.service';
import { isPayPeriodKey, PERIOD_OF_KIND, payPeriodInstants } from './contract-periods';
import { teamPlay } from './team-play';

type ContractRow = typeof agentContracts.$inferSelect;

export interface PeriodFigures {
  turnover: number;
  activeMembers: number;
  netLoss: number;
}

/**
 * What a period of a contract pays: the highest tier whose turnover AND active members the team
 * reached (tiers never go down, so the last one met); a salary pays the tier's amount, a
 * dividend its share of the team's net loss (nothing when the team won).
 */
export function payOf(kind: ContractKind, tiers: ContractTier[], figures: PeriodFigures) {
  const tier = tiers.findLastIndex((t) => figures.turnover >= t.minTurnover && figures.activeMembers >= t.minActive);
  if (tier < 0) return { tier: null, amount: 0 };
  const reached = tiers[tier] as ContractTier;
  const amount =
    kind === 'dividend'
      ? figures.netLoss > 0
        ? Math.floor((figures.netLoss * (reached.shareBp ?? 0)) / 10_000)
        : 0
      : (reached.amount ?? 0);
  return { tier, amount };
}

export type ContractSettlement =
  | { refused: 'period' | 'running' }
  | { period: string; paid: number; nothing: number; unpaid: number; total: number };

/**
 * Settles one period of every contract of a kind at a merchant: each contract accepted before the
 * period ended (and not ended before it began) is paid on its team's play within the part of the
 * period it was in force — periods before the acceptance pay nothing, and a contract replaced
 * mid-period is paid up to its end, its successor from its start. Each (contract, period) is one
 * transaction under its own lock, with the statement and the payment together: a second run, or
 * another instance at the same moment, finds the statement and pays nothing, except that an
 * `unpaid` one (the upline's wallet was short) is tried again.
 */
export async function settleContracts(
  { db, ledger }: { db: Db; ledger: Ledger },
  merchant: MerchantConfig,
  kind: ContractKind,
  period: string,
  { now = new Date(), actor = 'system' }: { now?: Date; actor?: string } = {},
): Promise<ContractSettlement> {
  const length = PERIOD_OF_KIND[kind];
  if (!isPayPeriodKey(length, period)) return { refused: 'period' };
  const span = await payPeriodInstants(db, length, period, merchant.settings.promotions.timeZone);
  if (span.to.getTime() > now.getTime()) return { refused: 'running' };

  const due = await db
    .select({ contract: agentContracts })
    .from(agentContracts)
    .leftJoin(
      agentContractStatements,
      and(eq(agentContractStatements.contractId, agentContracts.id), eq(agentContractStatements.period, period)),
    )
    .where(
      and(
        eq(agentContracts.merchantId, merchant.id),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['accepted', 'ended']),
        lt(agentContracts.acceptedAt, span.to),
        or(isNull(agentContracts.endedAt), gt(agentContracts.endedAt, span.from)),
        or(isNull(agentContractStatements.id), eq(agentContractStatements.status, 'unpaid')),
      ),
    );

  const result = { period, paid: 0, nothing: 0, unpaid: 0, total: 0 };
  for (const { contract } of due) {
    const outcome = await settleOne({ db, ledger }, merchant, contract, period, span, actor);
    if (!outcome) continue;
    result[outcome.status]++;
    if (outcome.status === 'paid') result.total += outcome.amount;
  }
  return result;
}

async function settleOne(
  { db, ledger }: { db: Db; ledger: Ledger },
  merchant: MerchantConfig,
  contract: ContractRow,
  period: string,
  span: { from: Date; to: Date },
  actor: string,
): Promise<{ status: 'paid' | 'nothing' | 'unpaid'; amount: number } | undefined> {
  // The part of the period the contract was in force.
  const from = new Date(Math.max((contract.acceptedAt as Date).getTime(), span.from.getTime()));
  const to = new Date(Math.min(contract.endedAt?.getTime() ?? span.to.getTime(), span.to.getTime()));
  // The same figures the agent's team screens show (teamPlay): the team is the downline, depth >= 1.
  const play = await teamPlay(db, {
    merchantId: merchant.id,
    currency: merchant.currency.code,
    ancestorId: contract.agentId,
    minDepth: 1,
    from,
    to,
  });
  const figures = { turnover: play.validBet, activeMembers: play.bettors, netLoss: play.validBet - play.payout };
  const { tier, amount } = payOf(contract.kind, z.array(contractTier).parse(contract.tiers), figures);

  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agent-contract:${contract.id}:${period}`}))`);
    const [done] = await tx
      .select({ status: agentContractStatements.status })
      .from(agentContractStatements)
      .where(and(eq(agentContractStatements.contractId, contract.id), eq(agentContractStatements.period, period)));
    if (done && done.status !== 'unpaid') return undefined;

    const status: 'paid' | 'nothing' | 'unpaid' =
      amount <= 0 ? 'nothing' : await pay(tx, ledger, merchant, contract, period, amount, actor);
    const values = { ...figures, tier, amount, status, updatedAt: new Date() };
    if (done)
      await tx
        .update(agentContractStatements)
        .set(values)
        .where(
          and(
            eq(agentContractStatements.contractId, contract.id),
            eq(agentContractStatements.period, period),
            ne(agentContractStatements.status, 'paid'),
          ),
        );
    else
      await tx
        .insert(agentContractStatements)
        .values({ merchantId: merchant.id, contractId: contract.id, agentId: contract.agentId, period, ...values });
    return { status, amount };
  });
}

/**
 * Pays a period: the operator's contracts from the house account, an upline's from the upline's
 * wallet by a checked debit (a short wallet is an answer, `unpaid`, not an aborted transaction).
 * The ledger key names the contract and period: the money moves once whatever happens.
 */
async function pay(
  tx: Tx,
  ledger: Ledger,
  merchant: MerchantConfig,
  contract: ContractRow,
  period: string,
  amount: number,
  actor: string,
): Promise<'paid' | 'unpaid'> {
  const transfer = {
    merchantId: merchant.id,
    currency: merchant.currency.code,
    to: { member: contract.agentId, purpose: 'main' as const },
    amount,
    kind: contract.kind === 'dividend' ? 'dividend' : 'salary',
    source: 'agent-contract',
    externalId: `${contract.id}:${period}`,
    actor,
    metadata: { detail: `${contract.kind} ${period}`, contractId: contract.id },
  };
  if (contract.proposedBy === null) {
    await ledger.transfer({ ...transfer, from: { house: 'agent_pay' } }, tx);
    return 'paid';
  }
  const moved = await ledger.debit({
    tx,
    transfer: { ...transfer, from: { member: contract.proposedBy, purpose: 'main' } },
  });
  return moved.moved ? 'paid' : 'unpaid';
}

/** The merchants with contracts of a kind that may still have periods to pay (the jobs'). */
export async function merchantsWithContracts(db: Executor, kind: ContractKind): Promise<number[]> {
  const rows = await db
    .selectDistinct({ merchantId: agentContracts.merchantId })
    .from(agentContracts)
    .where(and(eq(agentContracts.kind, kind), inArray(agentContracts.status, ['accepted', 'ended'])));
  return rows.map((r) => r.merchantId);
}

/**
 * The periods since `sinceKey` (a key of the kind's length: keys of one length sort as their
 * periods do) in which an upline's contract of a merchant was left unpaid: the job tries them
 * again, so an agent is paid once its upline has the money. Read through the contracts' index
 * and the statements' (contract, period) one.
 */
export async function unpaidPeriods(
  db: Executor,
  { merchantId, kind, sinceKey }: { merchantId: number; kind: ContractKind; sinceKey: string },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ period: agentContractStatements.period })
    .from(agentContracts)
    .innerJoin(agentContractStatements, eq(agentContractStatements.contractId, agentContracts.id))
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['accepted', 'ended']),
        isNotNull(agentContracts.proposedBy),
        eq(agentContractStatements.status, 'unpaid'),
        gte(agentContractStatements.period, sinceKey),
      ),
    );
  return rows.map((r) => r.period);
}
