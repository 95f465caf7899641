import { withTransaction } from '../../../db/transaction';
import { recordAudit } from '../../../infra/audit/audit.repo';
import { formatMoney } from '../../../lib/money';
import { membersRepo } from '../../member-centre/members.repo';
import type { Decider } from '../../wallet/decision';
import { depositsRepo } from '../../wallet/deposits.repo';
import { closeDeposit, completeDeposit } from '../../wallet/deposits.service';
import { withdrawalsRepo } from '../../wallet/withdrawals.repo';
import { decideWithdrawal } from '../../wallet/withdrawals.service';
import { type Command, type CommandContext, CommandError, merchantOf, parseOptions } from './command';

async function configOf(ctx: CommandContext, code: string | undefined) {
  const merchant = await merchantOf(ctx, code);
  const config = await ctx.settings.get(merchant.id);
  if (!config) throw new CommandError(`No merchant ${code}`);
  return config;
}

/**
 * The operator's words on a decision (issue 8 item 21): --reason is written for the player and
 * shown in their record; --note is internal (the order and the audit log only).
 */
function deciderOf(ctx: CommandContext, options: Map<string, string>, reasonRequired: boolean): Decider {
  const reason = options.get('reason') ?? null;
  if (reasonRequired && !reason) throw new CommandError('Give a --reason (the player sees it).');
  return { actor: ctx.actor, operator: true, reason, note: options.get('note') ?? null };
}

function idOf(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new CommandError('Give the id (a number).');
  return id;
}

/** Coded errors of the services become the operator's message. */
async function decided<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'resource.not.found') throw new CommandError('No such order at this merchant.');
    if (code === 'conflict')
      throw new CommandError(
        `The order was decided already (${JSON.stringify((error as { options?: { data?: unknown } }).options?.data)}).`,
      );
    if (code === 'insufficient.funds') throw new CommandError('The member’s wallet cannot pay that.');
    throw error;
  }
}

export const walletCommands: Record<string, Command> = {
  'deposits:pending': {
    usage: 'deposits:pending CODE',
    summary: 'Deposits waiting for a decision (bank transfers), oldest first',
    async run(ctx, [code]) {
      const merchant = await configOf(ctx, code);
      const rows = await depositsRepo(ctx.database.db, merchant.id).pending();
      if (rows.length === 0) return 'No pending deposits.';
      return rows
        .map(
          (d) =>
            `#${d.id} ${d.createdAt.toISOString()} member ${d.memberId} ${formatMoney(d.amount, merchant.currency)} ${d.channelName} payer=${d.payerName ?? '-'} ref=${d.reference ?? '-'}`,
        )
        .join('\n');
    },
  },

  'deposit:approve': {
    usage: 'deposit:approve CODE ID [--reason TEXT] [--note TEXT]',
    summary: 'Credit a pending deposit (once); --reason is shown to the player, --note stays internal',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const merchant = await configOf(ctx, positional[0]);
      const id = idOf(positional[1]);
      const by = deciderOf(ctx, options, false);
      const order = await decided(() => completeDeposit(ctx.services, { merchant, depositId: id, outcome: by }));
      return `Deposit #${order.id} completed: ${formatMoney(order.amount, merchant.currency)}.`;
    },
  },

  'deposit:reject': {
    usage: 'deposit:reject CODE ID --reason TEXT [--note TEXT]',
    summary: 'Reject a pending deposit (no money moves); --reason is shown to the player, --note stays internal',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const merchant = await configOf(ctx, positional[0]);
      const id = idOf(positional[1]);
      const by = deciderOf(ctx, options, true);
      await decided(() => closeDeposit(ctx.services, { merchant, depositId: id, status: 'rejected', outcome: by }));
      return `Deposit #${id} rejected.`;
    },
  },

  'withdrawals:pending': {
    usage: 'withdrawals:pending CODE',
    summary: 'Withdrawals waiting for a decision, oldest first',
    async run(ctx, [code]) {
      const merchant = await configOf(ctx, code);
      const rows = await withdrawalsRepo(ctx.database.db).pending(merchant.id);
      if (rows.length === 0) return 'No pending withdrawals.';
      return rows
        .map(
          (w) =>
            `#${w.id} ${w.createdAt.toISOString()} member ${w.memberId} ${formatMoney(w.amount, merchant.currency)} to ${w.bankName} ${w.accountNumberMasked} (${w.accountName})`,
        )
        .join('\n');
    },
  },

  'withdrawal:approve': {
    usage: 'withdrawal:approve CODE ID [--reason TEXT] [--note TEXT]',
    summary: 'Pay a pending withdrawal out (once); --reason is shown to the player, --note stays internal',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const merchant = await configOf(ctx, positional[0]);
      const id = idOf(positional[1]);
      const by = deciderOf(ctx, options, false);
      const order = await decided(() =>
        decideWithdrawal(ctx.services, { merchant, withdrawalId: id, decision: 'approved', outcome: by }),
      );
      return `Withdrawal #${order.id} approved: ${formatMoney(order.amount, merchant.currency)} to ${order.bankName} ${order.accountNumberMasked}.`;
    },
  },

  'withdrawal:reject': {
    usage: 'withdrawal:reject CODE ID --reason TEXT [--note TEXT]',
    summary:
      'Reject a pending withdrawal, the money goes back (once); --reason is shown to the player, --note stays internal',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const merchant = await configOf(ctx, positional[0]);
      const id = idOf(positional[1]);
      const by = deciderOf(ctx, options, true);
      await decided(() =>
        decideWithdrawal(ctx.services, { merchant, withdrawalId: id, decision: 'rejected', outcome: by }),
      );
      return `Withdrawal #${id} rejected; the money is back in the member’s wallet.`;
    },
  },

  adjust: {
    usage: 'adjust CODE USERNAME AMOUNT_MINOR --reason TEXT [--id KEY]',
    summary: 'Manual adjustment: a positive amount credits, a negative one debits (once per --id)',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const merchant = await configOf(ctx, positional[0]);
      const username = positional[1];
      const amount = Number(positional[2]);
      const reason = options.get('reason');
      if (!username) throw new CommandError('Name the member.');
      if (!Number.isSafeInteger(amount) || amount === 0)
        throw new CommandError('AMOUNT_MINOR: a whole number of minor units, not 0 (e.g. 10000 for 100.00).');
      if (!reason) throw new CommandError('Give a --reason.');
      const member = await membersRepo(ctx.database.db, merchant.id).byUsername(username);
      if (!member || member.isTrial) throw new CommandError(`No real member ${username} at ${merchant.code}.`);
      const key = options.get('id') ?? `${Date.now()}-${member.id}`;
      const member_ = { member: member.id, purpose: 'main' as const };
      const result = await decided(() =>
        withTransaction(ctx.database.db, async (tx) => {
          const moved = await ctx.services.ledger.transfer(
            {
              merchantId: merchant.id,
              currency: merchant.currency.code,
              from: amount > 0 ? { house: 'adjustments' } : member_,
              to: amount > 0 ? member_ : { house: 'adjustments' },
              amount: Math.abs(amount),
              kind: 'adjustment',
              source: 'adjustment',
              externalId: key,
              actor: ctx.actor,
              metadata: { detail: reason, reason },
            },
            tx,
          );
          await recordAudit(tx, {
            merchantId: merchant.id,
            actor: ctx.actor,
            action: 'wallet.adjust',
            target: member.username,
            detail: { amount, reason, key },
          });
          return moved;
        }),
      );
      const balance = amount > 0 ? result.toBalance : result.fromBalance;
      return `${result.replayed ? 'Already done' : 'Adjusted'}: ${member.username} now has ${formatMoney(balance, merchant.currency)}.`;
    },
  },
};
