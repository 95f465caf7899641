import { randomUUID } from 'node:crypto';
import { LIMIT_PERIODS, MAX_LIMIT_AMOUNT, MONEY_LIMIT_KINDS } from '@playdeck/contracts';
import { recordAudit } from '../../../infra/audit/audit.repo';
import { AppError } from '../../../lib/errors';
import { formatMoney } from '../../../lib/money';
import { membersRepo } from '../../member-centre/members.repo';
import { limitViews, setLimit } from '../../responsible-gaming/limits.service';
import { breaksOf, historyOf } from '../../responsible-gaming/rg-history';
import { activeCards } from '../../security-centre/cards.service';
import { type WithdrawalRow, withdrawalsRepo } from '../../wallet/withdrawals.repo';
import { placeWithdrawal } from '../../wallet/withdrawals.service';
import { type Command, type CommandContext, CommandError, merchantOf, parseOptions } from './command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function memberOf(ctx: CommandContext, code: string | undefined, username: string | undefined) {
  const row = await merchantOf(ctx, code);
  const merchant = await ctx.settings.get(row.id);
  if (!merchant) throw new CommandError(`No merchant ${code}.`);
  if (!username) throw new CommandError('Name the member.');
  const member = await membersRepo(ctx.database.db, merchant.id).byUsername(username);
  if (!member) throw new CommandError(`No member ${username} at ${merchant.code}.`);
  return { merchant, member };
}

const KINDS: readonly string[] = [...MONEY_LIMIT_KINDS, 'session'];

/**
 * Responsible gaming for operators (issue 15): see a member's limits, breaks and history, and
 * impose a limit of the operator's own. A break can be seen here, never shortened; the merchant's
 * defaults are the `responsibleGaming` setting (npm run admin -- set CODE responsibleGaming '{...}').
 */
export const rgCommands: Record<string, Command> = {
  rg: {
    usage: 'rg CODE USERNAME',
    summary: "A member's limits (with what is used), breaks, limit history and last sessions",
    async run(ctx, [code, username]) {
      const { merchant, member } = await memberOf(ctx, code, username);
      const db = ctx.database.db;
      const [limits, breaks, history] = await Promise.all([
        limitViews(db, { merchant, memberId: member.id }),
        breaksOf(db, member.id),
        historyOf(ctx.services, { merchant, memberId: member.id }),
      ]);
      return JSON.stringify(
        {
          excludedUntil: member.excludedUntil?.toISOString() ?? null,
          limits: limits.filter((limit) => limit.amount !== null || limit.pending),
          breaks,
          changes: history.changes,
          sessions: history.sessions,
        },
        null,
        2,
      );
    },
  },

  'rg:withdraw': {
    usage: 'rg:withdraw CODE USERNAME AMOUNT_MINOR|all --reason TEXT [--card ID] [--id UUID]',
    summary:
      'Customer service returns the balance of a member on a cool-off or self-exclusion (who cannot log in): a pending withdrawal to their card, whatever turnover is left (a locked bonus is forfeited); approve it as any other',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const [code, username, amountText] = positional;
      const { merchant, member } = await memberOf(ctx, code, username);
      if (!(member.excludedUntil && member.excludedUntil.getTime() > Date.now()))
        throw new CommandError(`${username} is not on a break: the member withdraws from the site.`);
      const reason = options.get('reason');
      if (!reason) throw new CommandError('Give a --reason (the request the member made to customer service).');
      const requestId = options.get('id') ?? randomUUID();
      if (!UUID.test(requestId)) throw new CommandError('--id: a UUID (the same one again changes nothing).');
      const described = (order: WithdrawalRow) =>
        `Withdrawal #${order.id} for ${username}: ${formatMoney(order.amount, merchant.currency)} to ${order.bankName} ${order.accountNumberMasked}, ${order.status === 'pending' ? `pending (withdrawal:approve ${merchant.code} ${order.id})` : order.status}.`;
      // The same request again (an operator's retry) answers the order it made, whatever the balance now.
      const made = await withdrawalsRepo(ctx.database.db).byRequest(member.id, requestId);
      if (made) return described(made);
      const cards = await activeCards(ctx.database.db, merchant.id, member.id);
      const cardId = options.has('card') ? Number(options.get('card')) : cards[0]?.id;
      if (!cardId || !cards.some((card) => card.id === cardId))
        throw new CommandError(
          `${username} has no such card: ${cards.map((c) => `#${c.id} ${c.bankName}`).join(', ') || 'none bound'}.`,
        );
      const amount =
        amountText === 'all'
          ? await ctx.services.ledger.balance({
              merchantId: merchant.id,
              currency: merchant.currency.code,
              ref: { member: member.id, purpose: 'main' },
            })
          : Number(amountText);
      if (!Number.isSafeInteger(amount) || amount <= 0)
        throw new CommandError('AMOUNT_MINOR: a whole number of minor units above 0, or all.');
      let order: WithdrawalRow;
      try {
        order = await placeWithdrawal(ctx.services, {
          merchant,
          memberId: member.id,
          requestId,
          amount,
          cardId,
          returnOnBreak: true,
        });
      } catch (error) {
        if (error instanceof AppError) throw new CommandError(`Refused: ${error.code}`);
        throw error;
      }
      await recordAudit(ctx.database.db, {
        merchantId: merchant.id,
        actor: ctx.actor,
        action: 'rg.withdraw',
        target: `member:${member.id}`,
        detail: { withdrawalId: order.id, amount, reason },
      });
      return described(order);
    },
  },

  'rg:limit': {
    usage: 'rg:limit CODE USERNAME KIND PERIOD AMOUNT|none',
    summary:
      'Impose (or lift) an operator limit: KIND deposit, loss, wager (minor units per day, week or month) or session (minutes, PERIOD session)',
    async run(ctx, [code, username, kind, period, amountText]) {
      const { merchant, member } = await memberOf(ctx, code, username);
      if (!kind || !KINDS.includes(kind)) throw new CommandError(`KIND: one of ${KINDS.join(', ')}`);
      const periods: readonly string[] = kind === 'session' ? ['session'] : LIMIT_PERIODS;
      if (!period || !periods.includes(period)) throw new CommandError(`PERIOD: one of ${periods.join(', ')}`);
      const amount = amountText === 'none' ? null : Number(amountText);
      if (amount !== null && !(Number.isSafeInteger(amount) && amount >= 1 && amount <= MAX_LIMIT_AMOUNT))
        throw new CommandError('AMOUNT: a whole number (minor units, or minutes for session), or none');
      try {
        await setLimit(
          ctx.services,
          { merchant, memberId: member.id, by: 'operator' },
          { kind: kind as never, period: period as never, amount },
        );
      } catch (error) {
        if (error instanceof AppError) throw new CommandError(`Refused: ${error.code}`);
        throw error;
      }
      await recordAudit(ctx.database.db, {
        merchantId: merchant.id,
        actor: ctx.actor,
        action: 'rg.limit',
        target: `member:${member.id}`,
        detail: { kind, period, amount },
      });
      return amount === null
        ? `Lifted the operator's ${kind} limit (${period}) of ${username}.`
        : `${username}: operator ${kind} limit (${period}) ${amount}.`;
    },
  },
};
