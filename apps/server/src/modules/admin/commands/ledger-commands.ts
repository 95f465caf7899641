import { verifyLedger } from '../../ledger/verify';
import { type Command, CommandError } from './command';

export const ledgerCommands: Record<string, Command> = {
  'ledger:verify': {
    usage: 'ledger:verify',
    summary: 'Recompute every balance from the ledger lines and check every invariant (fails on any break)',
    async run(ctx) {
      const checks = await verifyLedger(ctx.database.db);
      const lines = checks.map(
        (c) =>
          `${c.problems.length === 0 ? 'ok  ' : 'FAIL'} ${c.name}${c.problems.map((p) => `\n       ${p}`).join('')}`,
      );
      const failed = checks.some((c) => c.problems.length > 0);
      if (failed) throw new CommandError(`${lines.join('\n')}\nThe ledger is NOT consistent.`);
      return `${lines.join('\n')}\nThe ledger is consistent.`;
    },
  },
};
