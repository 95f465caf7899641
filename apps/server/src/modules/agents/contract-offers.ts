import {
  type ContractKind,
  type ContractRequests,
  type ContractScreen,
  type ContractTier,
  type ContractView,
  contractTier,
  takesContracts,
} from '@playdeck/contracts';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { agentContractStatements, agentContracts, members } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db, Executor } from '../../db/types';
import { AppError } from '../../lib/errors';
import { directDownline } from './team-scope';

const proposer = alias(members, 'proposer');
type ContractRow = typeof agentContracts.$inferSelect;

/** How many statements a contract screen shows (latest first). */
const STATEMENTS_SHOWN = 60;

const viewOf = (row: ContractRow, proposedBy: string | null): ContractView => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  proposedBy,
  tiers: z.array(contractTier).parse(row.tiers),
  createdAt: row.createdAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
});

/**
 * A contract's tiers, checked for its kind: salaries pay an `amount`, a dividend a `shareBp`;
 * thresholds never go down from one tier to the next, so "the highest tier reached" is the last
 * one whose thresholds the team meets.
 */
export function checkedTiers(kind: ContractKind, tiers: ContractTier[]): ContractTier[] {
  const pays = kind === 'dividend' ? 'shareBp' : 'amount';
  const fields = tiers.flatMap((tier, i) => {
    const issues: { field: string; key: string }[] = [];
    if (tier[pays] === undefined) issues.push({ field: `tiers.${i}.${pays}`, key: 'field.required' });
    const before = tiers[i - 1];
    if (before && (tier.minTurnover < before.minTurnover || tier.minActive < before.minActive))
      issues.push({ field: `tiers.${i}.minTurnover`, key: 'field.invalid' });
    return issues;
  });
  if (tiers.length === 0) fields.push({ field: 'tiers', key: 'field.required' });
  if (fields.length > 0) throw new AppError('validation.failed', { fields });
  return tiers.map((tier) => ({
    minTurnover: tier.minTurnover,
    minActive: tier.minActive,
    ...(kind === 'dividend' ? { shareBp: tier.shareBp } : { amount: tier.amount }),
  }));
}

/** A caller of the contract calls: types 41 and 42 (and any type without contracts) are refused. */
function assertTakesContracts(customerType: number) {
  if (!takesContracts(customerType)) throw new AppError('permission.denied');
}

/**
 * Contracts offered to agents (spec 1, 2, 3, 6): daily salary, hourly salary and dividend. An
 * upline offers one to a direct downline agent (and pays it), or the operator to any agent (the
 * house pays). The agent accepts or rejects it; a conditional update decides, so of many
 * concurrent answers one wins and the rest are told the contract is closed.
 */
export function createContractOffers(db: Db) {
  async function ofAgent(executor: Executor, merchantId: number, agentId: number, kind: ContractKind) {
    return executor
      .select({ row: agentContracts, proposedBy: proposer.username })
      .from(agentContracts)
      .leftJoin(proposer, eq(proposer.id, agentContracts.proposedBy))
      .where(
        and(
          eq(agentContracts.merchantId, merchantId),
          eq(agentContracts.agentId, agentId),
          eq(agentContracts.kind, kind),
          // Two arms, each one of the partial unique indexes on (agent, kind): two index probes.
          or(eq(agentContracts.status, 'proposed'), eq(agentContracts.status, 'accepted')),
        ),
      );
  }

  async function propose(
    executor: Executor,
    input: {
      merchantId: number;
      agentId: number;
      proposedBy: number | null;
      kind: ContractKind;
      tiers: ContractTier[];
    },
  ): Promise<ContractView> {
    const tiers = checkedTiers(input.kind, input.tiers);
    // One proposal of a kind at a time (unique index): a second is a conflict, not a replacement.
    const [row] = await executor
      .insert(agentContracts)
      .values({ ...input, tiers, status: 'proposed' })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict');
    const [name] = input.proposedBy
      ? await executor.select({ username: members.username }).from(members).where(eq(members.id, input.proposedBy))
      : [];
    return viewOf(row, name?.username ?? null);
  }

  /** The caller's own contract, by id: another agent's or merchant's is not found. */
  async function ownContract(executor: Executor, merchantId: number, agentId: number, id: number, lock = false) {
    const query = executor
      .select({ row: agentContracts, proposedBy: proposer.username })
      .from(agentContracts)
      .leftJoin(proposer, eq(proposer.id, agentContracts.proposedBy))
      .where(
        and(eq(agentContracts.id, id), eq(agentContracts.merchantId, merchantId), eq(agentContracts.agentId, agentId)),
      );
    const [found] = lock ? await query.for('update', { of: agentContracts }) : await query;
    if (!found) throw new AppError('resource.not.found');
    return found;
  }

  return {
    /** Spec 3 contract request response: 1 for each kind with a proposal awaiting the agent. */
    async requests(merchantId: number, agent: { memberId: number; customerType: number }): Promise<ContractRequests> {
      // The prompts go only to types that take contracts (spec 6): others are never asked.
      const kinds = takesContracts(agent.customerType)
        ? new Set(
            (
              await db
                .select({ kind: agentContracts.kind })
                .from(agentContracts)
                .where(
                  and(
                    eq(agentContracts.merchantId, merchantId),
                    eq(agentContracts.agentId, agent.memberId),
                    eq(agentContracts.status, 'proposed'),
                  ),
                )
            ).map((r) => r.kind),
          )
        : new Set<ContractKind>();
      return {
        dailysalreqtype: kinds.has('daily_salary') ? 1 : 0,
        divtypecompperiodreq: kinds.has('dividend') ? 1 : 0,
        contracthoursalreq: kinds.has('hourly_salary') ? 1 : 0,
      };
    },

    /** A contract screen: the accepted contract, the proposal awaiting an answer, the statements. */
    async screen(
      merchantId: number,
      agent: { memberId: number; customerType: number },
      kind: ContractKind,
    ): Promise<ContractScreen> {
      assertTakesContracts(agent.customerType);
      const rows = await ofAgent(db, merchantId, agent.memberId, kind);
      const pick = (status: 'proposed' | 'accepted') => {
        const found = rows.find((r) => r.row.status === status);
        return found ? viewOf(found.row, found.proposedBy) : null;
      };
      const statements = await db
        .select({
          period: agentContractStatements.period,
          turnover: agentContractStatements.turnover,
          activeMembers: agentContractStatements.activeMembers,
          netLoss: agentContractStatements.netLoss,
          tier: agentContractStatements.tier,
          amount: agentContractStatements.amount,
          status: agentContractStatements.status,
        })
        .from(agentContractStatements)
        .innerJoin(agentContracts, eq(agentContracts.id, agentContractStatements.contractId))
        .where(
          and(
            eq(agentContractStatements.merchantId, merchantId),
            eq(agentContractStatements.agentId, agent.memberId),
            eq(agentContracts.kind, kind),
          ),
        )
        .orderBy(desc(agentContractStatements.id))
        .limit(STATEMENTS_SHOWN);
      return { current: pick('accepted'), proposal: pick('proposed'), statements };
    },

    /**
     * Accepts a proposal: only its own agent, only while `proposed`. The proposal's row is locked
     * first, so concurrent accepts queue there and the first decides; an accepted contract of the
     * same kind ends in the same transaction (it is paid up to that moment, the new one from it).
     */
    async accept(merchantId: number, agent: { memberId: number; customerType: number }, id: number) {
      assertTakesContracts(agent.customerType);
      return withTransaction(db, async (tx) => {
        const found = await ownContract(tx, merchantId, agent.memberId, id, true);
        if (found.row.status !== 'proposed') throw new AppError('agent.contract.closed');
        const now = new Date();
        await tx
          .update(agentContracts)
          .set({ status: 'ended', endedAt: now })
          .where(
            and(
              eq(agentContracts.agentId, agent.memberId),
              eq(agentContracts.kind, found.row.kind),
              eq(agentContracts.status, 'accepted'),
            ),
          );
        const [row] = await tx
          .update(agentContracts)
          .set({ status: 'accepted', acceptedAt: now })
          .where(and(eq(agentContracts.id, id), eq(agentContracts.status, 'proposed')))
          .returning();
        if (!row) throw new AppError('agent.contract.closed');
        return viewOf(row, found.proposedBy);
      });
    },

    /** Rejects a proposal: only its own agent, only while `proposed` (one conditional update). */
    async reject(merchantId: number, agent: { memberId: number; customerType: number }, id: number) {
      assertTakesContracts(agent.customerType);
      const [row] = await db
        .update(agentContracts)
        .set({ status: 'rejected', endedAt: new Date() })
        .where(
          and(
            eq(agentContracts.id, id),
            eq(agentContracts.merchantId, merchantId),
            eq(agentContracts.agentId, agent.memberId),
            eq(agentContracts.status, 'proposed'),
          ),
        )
        .returning();
      if (row) {
        const [name] = row.proposedBy
          ? await db.select({ username: members.username }).from(members).where(eq(members.id, row.proposedBy))
          : [];
        return viewOf(row, name?.username ?? null);
      }
      await ownContract(db, merchantId, agent.memberId, id);
      throw new AppError('agent.contract.closed');
    },

    /** An upline offers a contract to a direct downline agent (a type that takes contracts). */
    async proposeToDownline(
      merchantId: number,
      caller: { memberId: number; customerType: number },
      memberId: number,
      { kind, tiers }: { kind: ContractKind; tiers: ContractTier[] },
    ): Promise<ContractView> {
      assertTakesContracts(caller.customerType);
      const downline = await directDownline(db, { merchantId, callerId: caller.memberId, memberId });
      if (!takesContracts(downline.customerType)) throw new AppError('permission.denied');
      return propose(db, { merchantId, agentId: downline.id, proposedBy: caller.memberId, kind, tiers });
    },

    /** What the caller offered one direct downline agent: awaiting an answer or in force, newest first. */
    async offeredTo(merchantId: number, caller: { memberId: number; customerType: number }, memberId: number) {
      assertTakesContracts(caller.customerType);
      const downline = await directDownline(db, { merchantId, callerId: caller.memberId, memberId });
      const rows = await db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.merchantId, merchantId),
            eq(agentContracts.agentId, downline.id),
            eq(agentContracts.proposedBy, caller.memberId),
            inArray(agentContracts.status, ['proposed', 'accepted']),
          ),
        )
        .orderBy(desc(agentContracts.id));
      const name = (
        await db.select({ username: members.username }).from(members).where(eq(members.id, caller.memberId))
      )[0];
      return rows.map((row) => viewOf(row, name?.username ?? null));
    },

    /**
     * The upline takes back an offer nobody has answered yet (one conditional update, so an
     * acceptance at the same moment wins or loses whole): only its proposer, only while
     * `proposed`. The agent is no longer prompted, and the upline may offer another.
     */
    async withdraw(merchantId: number, caller: { memberId: number; customerType: number }, id: number) {
      assertTakesContracts(caller.customerType);
      const [row] = await db
        .update(agentContracts)
        .set({ status: 'withdrawn', endedAt: new Date() })
        .where(
          and(
            eq(agentContracts.id, id),
            eq(agentContracts.merchantId, merchantId),
            eq(agentContracts.proposedBy, caller.memberId),
            eq(agentContracts.status, 'proposed'),
          ),
        )
        .returning();
      if (row) {
        const [name] = await db
          .select({ username: members.username })
          .from(members)
          .where(eq(members.id, caller.memberId));
        return viewOf(row, name?.username ?? null);
      }
      const [mine] = await db
        .select({ id: agentContracts.id })
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.id, id),
            eq(agentContracts.merchantId, merchantId),
            eq(agentContracts.proposedBy, caller.memberId),
          ),
        );
      throw new AppError(mine ? 'agent.contract.closed' : 'resource.not.found');
    },

    /** The operator offers a contract (the house pays it). */
    proposeByOperator: (
      executor: Executor,
      input: { merchantId: number; agentId: number; kind: ContractKind; tiers: ContractTier[] },
    ) => propose(executor, { ...input, proposedBy: null }),

    /** Agent home's dividend entry: an accepted dividend contract. */
    async dividendInfo(merchantId: number, agent: { memberId: number; customerType: number }) {
      assertTakesContracts(agent.customerType);
      const rows = await ofAgent(db, merchantId, agent.memberId, 'dividend');
      return { enabled: rows.some((r) => r.row.status === 'accepted') };
    },
  };
}

export type ContractOffers = ReturnType<typeof createContractOffers>;
