import { eq } from 'drizzle-orm';
import { vendors } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { recordAudit } from '../../../infra/audit/audit.repo';
import { refundExpiredRounds } from '../../games/vendors/open-rounds.service';
import { type Command, CommandError } from './command';

/** Game vendors' round reconciliation (issue 8 item 13): its timeout per vendor, and a run now. */
export const gameCommands: Record<string, Command> = {
  'vendor:round-timeout': {
    usage: 'vendor:round-timeout VENDOR MINUTES',
    summary: 'How long a vendor’s round may stay open before its stake is refunded (5 to 43200 minutes)',
    async run(ctx, [vendor, minutesText]) {
      const code = (vendor ?? '').toUpperCase();
      const minutes = Number(minutesText);
      if (!Number.isInteger(minutes) || minutes < 5 || minutes > 43_200)
        throw new CommandError('MINUTES: a whole number from 5 to 43200 (30 days).');
      const changed = await withTransaction(ctx.database.db, async (tx) => {
        const rows = await tx
          .update(vendors)
          .set({ roundTimeoutMinutes: minutes })
          .where(eq(vendors.code, code))
          .returning({ code: vendors.code });
        if (rows.length > 0)
          await recordAudit(tx, {
            merchantId: null,
            actor: ctx.actor,
            action: 'vendor.round-timeout',
            target: code,
            detail: { minutes },
          });
        return rows.length > 0;
      });
      if (!changed) throw new CommandError(`No vendor ${vendor ?? ''}.`);
      return `${code}: open rounds are refunded after ${minutes} minutes.`;
    },
  },

  'rounds:reconcile': {
    usage: 'rounds:reconcile',
    summary: 'Refund now the game rounds left open past their vendor’s timeout (the server does it every 10 minutes)',
    async run(ctx) {
      const { refunded } = await refundExpiredRounds(ctx.services);
      return `${refunded} open round${refunded === 1 ? '' : 's'} refunded.`;
    },
  },
};
