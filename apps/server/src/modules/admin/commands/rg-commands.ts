import { LIMIT_PERIODS, MAX_LIMIT_AMOUNT, MONEY_LIMIT_KINDS } from '@playdeck/contracts';
import { recordAudit } from '../../../infra/audit/audit.repo';
import { AppError } from '../../../lib/errors';
import { membersRepo } from '../../member-centre/members.repo';
import { limitViews, setLimit } from '../../responsible-gaming/limits.service';
import { breaksOf, historyOf } from '../../responsible-gaming/rg-history';
import { type Command, type CommandContext, CommandError, merchantOf } from './command';

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
