import { type Command, CommandError, merchantOf, parseOptions } from './command';

/** Members' feedback (issue 11): the operator reads it and replies. */
export const feedbackCommands: Record<string, Command> = {
  'feedback:list': {
    usage: 'feedback:list CODE [--open yes]',
    summary: 'The last 100 feedback of a merchant (--open yes: only those without a reply), with picture links',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const merchant = await merchantOf(ctx, positional[0]);
      const rows = await ctx.services.feedback.list(merchant.id, options.get('open') === 'yes');
      return JSON.stringify(rows, null, 2);
    },
  },

  'feedback:reply': {
    usage: "feedback:reply CODE ID 'TEXT'",
    summary: 'Answer a feedback (plain text, up to 2,000 characters); the member sees it in their list',
    async run(ctx, [code, id, text]) {
      const merchant = await merchantOf(ctx, code);
      const number = Number(id);
      if (!Number.isSafeInteger(number) || number <= 0) throw new CommandError('ID: the number feedback:list shows.');
      const reply = (text ?? '').trim();
      if (!reply || reply.length > 2_000 || reply.includes('\u0000'))
        throw new CommandError('TEXT: 1 to 2,000 characters of plain text.');
      if (!(await ctx.services.feedback.reply(merchant.id, number, reply, ctx.actor)))
        throw new CommandError(`${merchant.code} has no feedback ${id}.`);
      return `${merchant.code} feedback ${id} answered.`;
    },
  },
};
