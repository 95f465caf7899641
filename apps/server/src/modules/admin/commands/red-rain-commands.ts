import { type Command, CommandError, merchantOf } from './command';

/** Red envelope rain (issue 12): what each session had, paid and how many opened. */
export const redRainCommands: Record<string, Command> = {
  'redrain:sessions': {
    usage: 'redrain:sessions CODE PROMOTION',
    summary: 'A red envelope rain’s sessions so far: window, budget, spent, envelopes opened',
    async run(ctx, [code, promotion]) {
      const merchant = await merchantOf(ctx, code);
      const rows = await ctx.services.redRain.sessions(merchant.id, promotion ?? '');
      if (!rows) throw new CommandError(`${merchant.code} has no red envelope rain ${promotion}.`);
      if (rows.length === 0) return 'No session is left.';
      return rows
        .map(
          (s) =>
            `#${s.sessionIndex} ${s.startsAt.toISOString()} to ${s.endsAt.toISOString()} budget ${s.budget} spent ${s.spent} left ${s.budget - s.spent} opened ${s.opened}`,
        )
        .join('\n');
    },
  },
};
