import { promotionInput } from '@playdeck/contracts';
import { AppError } from '../../../lib/errors';
import { createBonusGrants } from '../../promotions/bonus-grants';
import { createLeaderboards } from '../../promotions/leaderboard';
import { type Command, CommandError, merchantOf } from './command';

const STATUSES = ['draft', 'live', 'paused', 'ended'] as const;

function jsonOf(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw new CommandError('Give the promotion as JSON (see docs/promotions-design.md for the fields).');
  }
}

function idOf(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new CommandError('ID: the entry number promotion:applications shows.');
  return id;
}

/** Promotions (issue 12): create, schedule, pause and end them; decide applications. */
export const promotionCommands: Record<string, Command> = {
  'promotion:add': {
    usage: "promotion:add CODE 'JSON'",
    summary: 'Add a promotion (draft until promotion:status ... live); its HTML is sanitised',
    async run(ctx, [code, json]) {
      const merchant = await merchantOf(ctx, code);
      const parsed = promotionInput.safeParse(jsonOf(json));
      if (!parsed.success)
        throw new CommandError(
          parsed.error.issues.map((issue) => `${issue.path.join('.') || 'promotion'}: ${issue.message}`).join('\n'),
        );
      if (await ctx.services.promotions.byCode(merchant.id, parsed.data.code))
        throw new CommandError(`${merchant.code} already has a promotion ${parsed.data.code}.`);
      const row = await ctx.services.promotions.add(merchant.id, parsed.data, ctx.actor);
      return `${merchant.code} promotion ${row.code} (${row.id}) added as a draft.`;
    },
  },

  'promotion:list': {
    usage: 'promotion:list CODE',
    summary: 'A merchant’s promotions: code, kind, status, schedule',
    async run(ctx, [code]) {
      const merchant = await merchantOf(ctx, code);
      const rows = await ctx.services.promotions.listAll(merchant.id);
      return rows
        .map(
          (p) =>
            `#${p.id} ${p.code} ${p.kind} ${p.status} ${p.claimMode} from ${p.startsAt.toISOString()}${p.endsAt ? ` to ${p.endsAt.toISOString()}` : ''}`,
        )
        .join('\n');
    },
  },

  'promotion:status': {
    usage: 'promotion:status CODE PROMOTION draft|live|paused|ended',
    summary: 'Put a promotion live, pause it or end it',
    async run(ctx, [code, promotion, status]) {
      const merchant = await merchantOf(ctx, code);
      if (!STATUSES.includes(status as (typeof STATUSES)[number]))
        throw new CommandError('STATUS: draft, live, paused or ended.');
      // One VIP club per merchant: its levels are the members' levels.
      const target = await ctx.services.promotions.byCode(merchant.id, promotion ?? '');
      if (status === 'live' && target?.kind === 'vip_club') {
        const others = (await ctx.services.promotions.listAll(merchant.id)).filter(
          (p) => p.kind === 'vip_club' && p.status === 'live' && p.id !== target.id,
        );
        if (others.length > 0)
          throw new CommandError(`${merchant.code} already has a live VIP club: ${others[0]?.code}.`);
      }
      const row = await ctx.services.promotions.setStatus(
        merchant.id,
        promotion ?? '',
        status as (typeof STATUSES)[number],
        ctx.actor,
      );
      if (!row) throw new CommandError(`${merchant.code} has no promotion ${promotion}.`);
      return `${merchant.code} promotion ${row.code} is ${row.status}.`;
    },
  },

  'promotion:applications': {
    usage: 'promotion:applications CODE',
    summary: 'Applications waiting for a decision',
    async run(ctx, [code]) {
      const merchant = await merchantOf(ctx, code);
      const rows = await ctx.services.promotions.applications(merchant.id);
      if (rows.length === 0) return 'No applications are waiting.';
      return rows
        .map((e) => `#${e.id} promotion ${e.promotionId} member ${e.memberId} ${e.period} ${e.createdAt.toISOString()}`)
        .join('\n');
    },
  },

  'promotion:flags': {
    usage: 'promotion:flags CODE',
    summary: 'Claims refused as a second account of one person (same mobile, e-mail, device or payout card)',
    async run(ctx, [code]) {
      const merchant = await merchantOf(ctx, code);
      const rows = await ctx.services.promotions.flags(merchant.id);
      if (rows.length === 0) return 'No flagged claims.';
      return rows
        .map(
          (f) =>
            `#${f.id} ${f.promotionCode} ${f.member} same ${f.matchedBy} as member ${f.matchedMemberId} ${f.createdAt.toISOString()}`,
        )
        .join('\n');
    },
  },

  'promotion:approve': {
    usage: 'promotion:approve CODE ENTRY AMOUNT',
    summary: 'Approve an application: the player can claim AMOUNT (minor units)',
    async run(ctx, [code, entry, amount]) {
      const merchant = await merchantOf(ctx, code);
      const minor = Number(amount);
      if (!Number.isSafeInteger(minor) || minor <= 0 || minor > 10 ** 12)
        throw new CommandError('AMOUNT: a positive whole number of minor units.');
      const row = await ctx.services.promotions.approve(merchant.id, idOf(entry), minor, ctx.actor).catch((error) => {
        if (error instanceof AppError) throw new CommandError('AMOUNT: above the promotion’s cap.');
        throw error;
      });
      if (!row) throw new CommandError(`${merchant.code} has no application ${entry} waiting.`);
      return `Application ${row.id} approved: ${minor} to claim.`;
    },
  },

  'promotion:reject': {
    usage: "promotion:reject CODE ENTRY 'reason'",
    summary: 'Reject an application, with the reason the player reads',
    async run(ctx, [code, entry, reason]) {
      const merchant = await merchantOf(ctx, code);
      const text = (reason ?? '').trim();
      if (text.length === 0 || text.length > 300 || text.includes('\u0000'))
        throw new CommandError('REASON: 1 to 300 characters.');
      const row = await ctx.services.promotions.reject(merchant.id, idOf(entry), text, ctx.actor);
      if (!row) throw new CommandError(`${merchant.code} has no application ${entry} waiting.`);
      return `Application ${row.id} rejected.`;
    },
  },

  'rebate:settle': {
    usage: 'rebate:settle CODE PROMOTION [PERIOD]',
    summary: 'Settle a rebate promotion’s period (default: the one just ended); a settled period pays nobody twice',
    async run(ctx, [code, promotion, period]) {
      const merchant = await merchantOf(ctx, code);
      if (period !== undefined && !/^\d{4}-(\d{2}-\d{2}|W\d{2})$/.test(period))
        throw new CommandError('PERIOD: a day (2026-11-23) or an ISO week (2026-W48).');
      const config = await ctx.services.settings.get(merchant.id);
      if (!config) throw new CommandError(`${merchant.code} has no settings.`);
      const result = await ctx.services.promotions.settleRebates(config, promotion ?? '', period);
      if (!result) throw new CommandError(`${merchant.code} has no rebate promotion ${promotion}.`);
      if ('refused' in result)
        throw new CommandError(
          `PERIOD: ${period} has not ended yet, or is not a ${result.refused} (a period is settled once, when it is over).`,
        );
      return `${merchant.code} ${promotion} ${result.period}: ${result.members} members, ${result.total} paid.`;
    },
  },

  'leaderboard:settle': {
    usage: 'leaderboard:settle CODE PROMOTION [PERIOD]',
    summary: 'Pay a leaderboard’s prizes for a period (default: the one just ended); a paid period pays nobody twice',
    async run(ctx, [code, promotion, period]) {
      const merchant = await merchantOf(ctx, code);
      if (period !== undefined && !/^\d{4}-(\d{2}-\d{2}|W\d{2})$/.test(period))
        throw new CommandError('PERIOD: a day (2026-11-23) or an ISO week (2026-W48).');
      const config = await ctx.services.settings.get(merchant.id);
      const row = await ctx.services.promotions.byCode(merchant.id, promotion ?? '');
      if (!config || row?.kind !== 'leaderboard')
        throw new CommandError(`${merchant.code} has no leaderboard promotion ${promotion}.`);
      const boards = createLeaderboards({
        db: ctx.database.db,
        grants: createBonusGrants({ db: ctx.database.db, ledger: ctx.services.ledger }),
      });
      const result = await boards.settle(config, row, period);
      if ('refused' in result)
        throw new CommandError(`PERIOD: ${period} has not ended yet, or is not a ${result.refused}.`);
      return `${merchant.code} ${row.code} ${result.period}: ${result.winners} prizes paid.`;
    },
  },
};
