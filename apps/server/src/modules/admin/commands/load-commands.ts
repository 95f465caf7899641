import { members } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { recordAudit } from '../../../infra/audit/audit.repo';
import { randomCode } from '../../../lib/crypto';
import { formatMoney } from '../../../lib/money';
import { hashPassword } from '../../auth/passwords';
import { type Command, CommandError, merchantOf, parseOptions } from './command';

/**
 * Players for load tests and the vendor simulator: made in bulk and funded; without --password
 * they cannot log in at all, so they serve nothing but simulated traffic.
 */
export const loadCommands: Record<string, Command> = {
  'players:seed': {
    usage: 'players:seed CODE COUNT --funds AMOUNT_MINOR [--prefix sim] [--password PASSWORD]',
    summary: 'Make COUNT funded players for load tests; prints their player ids (usernames PREFIX_BATCH_N)',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const merchant = await merchantOf(ctx, positional[0]);
      const config = await ctx.settings.get(merchant.id);
      const count = Number(positional[1]);
      const funds = Number(options.get('funds') ?? 0);
      const prefix = options.get('prefix') ?? 'sim';
      if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new CommandError('COUNT: 1 to 10000');
      if (!Number.isSafeInteger(funds) || funds < 0) throw new CommandError('--funds: minor units');
      if (!/^[a-z]{2,8}$/.test(prefix) || !config) throw new CommandError('--prefix: 2-8 lower-case letters');
      const batch = randomCode(6).toLowerCase();
      // One hash for the whole batch: load tests need many accounts, not many hashes.
      const password = options.get('password');
      const passwordHash = password ? await hashPassword(password) : null;
      const ids: number[] = [];
      await withTransaction(ctx.database.db, async (tx) => {
        for (let i = 0; i < count; i += 500) {
          const rows = await tx
            .insert(members)
            .values(
              Array.from({ length: Math.min(500, count - i) }, (_, k) => ({
                merchantId: merchant.id,
                username: `${prefix}_${batch}_${i + k}`,
                inviteCode: `${batch}${i + k}`.toUpperCase(),
                passwordHash,
                registerMethod: 'LOAD',
              })),
            )
            .returning({ id: members.id });
          ids.push(...rows.map((r) => r.id));
        }
        await recordAudit(tx, {
          merchantId: merchant.id,
          actor: ctx.actor,
          action: 'players.seed',
          target: String(count),
          detail: { funds },
        });
      });
      if (funds > 0) {
        for (const id of ids) {
          await ctx.services.ledger.transfer({
            merchantId: merchant.id,
            currency: config.currency.code,
            from: { house: 'adjustments' },
            to: { member: id, purpose: 'main' },
            amount: funds,
            kind: 'adjustment',
            source: 'players-seed',
            externalId: `${batch}-${id}`,
            actor: ctx.actor,
            metadata: { detail: 'load test funds' },
          });
        }
      }
      return `${count} players ${prefix}_${batch}_0..${count - 1} with ${formatMoney(funds, config.currency)} each:\n${ids.map((id) => `${merchant.id}.${id}`).join('\n')}`;
    },
  },

  'vendor:secret': {
    usage: 'vendor:secret VENDOR',
    summary: 'Show a vendor’s signing secret (to configure the vendor, or the simulator)',
    async run(ctx, [vendor]) {
      const row = await ctx.database.db.query.vendors.findFirst({
        where: (v, { eq }) => eq(v.code, (vendor ?? '').toUpperCase()),
      });
      if (!row) throw new CommandError(`No vendor ${vendor ?? ''}.`);
      return row.secret;
    },
  },
};
