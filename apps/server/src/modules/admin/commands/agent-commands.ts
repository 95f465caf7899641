import { CONTRACT_KINDS, type ContractKind, contractTier, rebateRatesRequest } from '@playdeck/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { agentContractStatements, agentContracts, agentRebateStatements, members } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { recordAudit } from '../../../infra/audit/audit.repo';
import { AppError } from '../../../lib/errors';
import { createContractOffers } from '../../agents/contract-offers';
import { settleContracts } from '../../agents/contract-settlement';
import { createRebateRates } from '../../agents/rebate-rates';
import { settleAgentRebates } from '../../agents/rebate-settlement';
import { membersRepo } from '../../member-centre/members.repo';
import type { MerchantConfig } from '../../settings/settings.service';
import { type Command, type CommandContext, CommandError, merchantOf } from './command';

/** What `agent:settle` and `agent:statements` name: the rebate or a contract kind. */
const SETTLEMENTS: Record<string, ContractKind | 'rebate'> = {
  rebate: 'rebate',
  daily: 'daily_salary',
  hourly: 'hourly_salary',
  dividend: 'dividend',
};
const PERIOD_HELP =
  'PERIOD: a day 2026-11-23 (rebate, daily), an hour 2026-11-23T14 (hourly), an ISO week 2026-W48 (dividend), in the merchant’s time zone.';

function jsonOf(text: string | undefined, what: string): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw new CommandError(`Give ${what} as JSON.`);
  }
}

async function configOf(ctx: CommandContext, code: string | undefined): Promise<MerchantConfig> {
  const merchant = await merchantOf(ctx, code);
  const config = await ctx.services.settings.get(merchant.id);
  if (!config) throw new CommandError(`${merchant.code} has no settings.`);
  return config;
}

async function memberOf(ctx: CommandContext, merchant: MerchantConfig, username: string | undefined) {
  const member = username ? await membersRepo(ctx.database.db, merchant.id).byUsername(username) : undefined;
  if (!member) throw new CommandError(`No member ${username ?? ''} at ${merchant.code}.`);
  return member;
}

/** An AppError of validation from a service, as the operator reads it. */
function explained(error: unknown): never {
  if (error instanceof AppError) {
    const fields = error.options.fields?.map((f) => `${f.field}: ${f.key}`).join(', ');
    throw new CommandError(`${error.code}${fields ? ` (${fields})` : ''}`);
  }
  throw error;
}

/** Agents (issue 13): make agents, set top agents' rates and operator contracts, settle and list pay. */
export const agentCommands: Record<string, Command> = {
  'agent:make': {
    usage: 'agent:make CODE USERNAME 1|2',
    summary: 'Make a member an agent (1) or a top agent (2: no upline; the operator sets its rates)',
    async run(ctx, [code, username, type]) {
      const merchant = await configOf(ctx, code);
      const member = await memberOf(ctx, merchant, username);
      if (type !== '1' && type !== '2') throw new CommandError('TYPE: 1 (agent) or 2 (top agent).');
      if (member.isTrial) throw new CommandError(`${member.username} is a free-trial account.`);
      if (type === '2' && member.uplineId !== null)
        throw new CommandError(`${member.username} has an upline: a top agent has none (make it 1).`);
      await withTransaction(ctx.database.db, async (tx) => {
        await membersRepo(tx, merchant.id).update(member.id, { customerType: Number(type) });
        await recordAudit(tx, {
          merchantId: merchant.id,
          actor: ctx.actor,
          action: 'agent.make',
          target: member.username,
          detail: { from: member.customerType, to: Number(type) },
        });
      });
      // Sessions carry the type: they learn it at once.
      await ctx.services.sessions.forgetMember(member.id);
      return `${member.username} is now of type ${type}.`;
    },
  },

  'agent:rates': {
    usage: 'agent:rates CODE USERNAME \'{"RNG":80,"LIVE":50}\'',
    summary: 'Set a top agent’s rebate rates per category, in basis points of valid bets (at most 1000)',
    async run(ctx, [code, username, json]) {
      const merchant = await configOf(ctx, code);
      const member = await memberOf(ctx, merchant, username);
      if (member.customerType !== 1 && member.customerType !== 2)
        throw new CommandError(`${member.username} is not an agent (agent:make first).`);
      if (member.customerType !== 2 && member.uplineId !== null)
        throw new CommandError(`${member.username} has an upline: its upline sets its rates.`);
      const parsed = rebateRatesRequest.shape.rates.safeParse(jsonOf(json, 'the rates'));
      if (!parsed.success)
        throw new CommandError(
          `RATES: category codes (RNG, LIVE, ...) to whole basis points 0-1000. ${parsed.error.issues[0]?.message ?? ''}`,
        );
      await withTransaction(ctx.database.db, async (tx) => {
        await createRebateRates(ctx.database.db)
          .setTopAgent(tx, { merchantId: merchant.id, memberId: member.id, rates: parsed.data, actor: ctx.actor })
          .catch(explained);
        await recordAudit(tx, {
          merchantId: merchant.id,
          actor: ctx.actor,
          action: 'agent.rates',
          target: member.username,
          detail: { rates: parsed.data },
        });
      });
      return `${member.username} rates: ${JSON.stringify(parsed.data)}.`;
    },
  },

  'agent:contract': {
    usage:
      'agent:contract CODE USERNAME daily_salary|hourly_salary|dividend \'[{"minTurnover":0,"minActive":1,"amount":5000}]\'',
    summary: 'Offer an agent a contract paid by the house (tiers: amount for salaries, shareBp for a dividend)',
    async run(ctx, [code, username, kind, json]) {
      const merchant = await configOf(ctx, code);
      const member = await memberOf(ctx, merchant, username);
      if (!CONTRACT_KINDS.includes(kind as ContractKind))
        throw new CommandError('KIND: daily_salary, hourly_salary or dividend.');
      if (member.customerType !== 1 && member.customerType !== 2)
        throw new CommandError(`${member.username} is not an agent that takes contracts (types 1, 2).`);
      const tiers = z.array(contractTier).min(1).max(10).safeParse(jsonOf(json, 'the tiers'));
      if (!tiers.success)
        throw new CommandError(
          tiers.error.issues.map((issue) => `tiers.${issue.path.join('.')}: ${issue.message}`).join('\n'),
        );
      const view = await withTransaction(ctx.database.db, async (tx) => {
        const offered = await createContractOffers(ctx.database.db)
          .proposeByOperator(tx, {
            merchantId: merchant.id,
            agentId: member.id,
            kind: kind as ContractKind,
            tiers: tiers.data,
          })
          .catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'conflict')
              throw new CommandError(`${member.username} already has a ${kind} proposal awaiting an answer.`);
            return explained(error);
          });
        await recordAudit(tx, {
          merchantId: merchant.id,
          actor: ctx.actor,
          action: 'agent.contract',
          target: member.username,
          detail: { contractId: offered.id, kind, tiers: offered.tiers },
        });
        return offered;
      });
      return `Contract ${view.id} (${kind}) offered to ${member.username}.`;
    },
  },

  'agent:settle': {
    usage: 'agent:settle CODE rebate|daily|hourly|dividend PERIOD',
    summary: 'Settle (or settle again) an ended period of agent pay; paid once, an upline’s unpaid one is retried',
    async run(ctx, [code, what, period]) {
      const merchant = await configOf(ctx, code);
      const kind = SETTLEMENTS[what ?? ''];
      if (!kind) throw new CommandError('Say rebate, daily, hourly or dividend.');
      if (!period) throw new CommandError(PERIOD_HELP);
      const deps = { db: ctx.database.db, ledger: ctx.services.ledger };
      const result =
        kind === 'rebate'
          ? await settleAgentRebates(deps, merchant, period, { actor: ctx.actor })
          : await settleContracts(deps, merchant, kind, period, { actor: ctx.actor });
      if ('refused' in result)
        throw new CommandError(result.refused === 'running' ? `PERIOD: ${period} has not ended yet.` : PERIOD_HELP);
      await recordAudit(ctx.database.db, {
        merchantId: merchant.id,
        actor: ctx.actor,
        action: 'agent.settle',
        target: `${what} ${period}`,
        detail: { ...result },
      });
      if ('agents' in result)
        return result.alreadySettled
          ? `${merchant.code} rebate ${period}: settled before, nothing paid.`
          : `${merchant.code} rebate ${period}: ${result.agents} agents, ${result.total} paid.`;
      return `${merchant.code} ${what} ${period}: ${result.paid} paid (${result.total}), ${result.nothing} nothing due, ${result.unpaid} unpaid.`;
    },
  },

  'agent:statements': {
    usage: 'agent:statements CODE rebate|daily|hourly|dividend PERIOD',
    summary: 'The statements of a settled period: agent, figures, tier, amount, status',
    async run(ctx, [code, what, period]) {
      const merchant = await configOf(ctx, code);
      const kind = SETTLEMENTS[what ?? ''];
      if (!kind) throw new CommandError('Say rebate, daily, hourly or dividend.');
      if (!period) throw new CommandError(PERIOD_HELP);
      const db = ctx.database.db;
      if (kind === 'rebate') {
        const rows = await db
          .select({ s: agentRebateStatements, username: members.username })
          .from(agentRebateStatements)
          .innerJoin(members, eq(members.id, agentRebateStatements.agentId))
          .where(and(eq(agentRebateStatements.merchantId, merchant.id), eq(agentRebateStatements.period, period)))
          .orderBy(members.username, agentRebateStatements.category);
        if (rows.length === 0) return `No rebate statements for ${period}.`;
        return rows
          .map(({ s, username }) => `${username} ${s.category} valid bets ${s.validBet} amount ${s.amount}`)
          .join('\n');
      }
      const rows = await db
        .select({ s: agentContractStatements, username: members.username })
        .from(agentContractStatements)
        .innerJoin(agentContracts, eq(agentContracts.id, agentContractStatements.contractId))
        .innerJoin(members, eq(members.id, agentContractStatements.agentId))
        .where(
          and(
            eq(agentContractStatements.merchantId, merchant.id),
            eq(agentContracts.kind, kind),
            eq(agentContractStatements.period, period),
          ),
        )
        .orderBy(desc(agentContractStatements.id));
      if (rows.length === 0) return `No ${what} statements for ${period}.`;
      return rows
        .map(
          ({ s, username }) =>
            `${username} contract ${s.contractId} turnover ${s.turnover} active ${s.activeMembers} net loss ${s.netLoss} tier ${s.tier ?? '-'} ${s.status} ${s.amount}`,
        )
        .join('\n');
    },
  },
};
