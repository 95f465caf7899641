import { MessageInputError, type Recipients } from '../../messages/messages.service';
import { type Command, CommandError, merchantOf } from './command';

const TO_HELP = 'all, players, agents, vip:N (VIP level N and up) or member:USERNAME';

function recipientsOf(to: string | undefined): Recipients {
  if (to === 'all' || to === 'players' || to === 'agents') return { audience: to };
  const vip = /^vip:(\d{1,2})$/.exec(to ?? '');
  if (vip) return { audience: 'vip', minVipLevel: Number(vip[1]) };
  const member = /^member:(.{1,60})$/.exec(to ?? '');
  if (member) return { audience: 'member', username: member[1] as string };
  throw new CommandError(`TO: ${TO_HELP}`);
}

function jsonOf(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw new CommandError('Give the message as JSON: {"title": "...", "content": "<p>...</p>"}');
  }
}

/** The message centre (issue 11): messages to one member, a group or everyone; listing; withdrawing. */
export const messageCommands: Record<string, Command> = {
  'message:send': {
    usage: 'message:send CODE TO \'{"title":...,"content":...}\'',
    summary: `Send a message to ${TO_HELP} (HTML sanitised)`,
    async run(ctx, [code, to, json]) {
      const merchant = await merchantOf(ctx, code);
      const recipients = recipientsOf(to);
      try {
        const row = await ctx.services.messages.send(merchant.id, recipients, jsonOf(json), ctx.actor);
        return `${merchant.code} message ${row.id} sent to ${to}.`;
      } catch (error) {
        if (error instanceof MessageInputError) throw new CommandError(error.message);
        throw error;
      }
    },
  },

  'message:list': {
    usage: 'message:list CODE',
    summary: 'The last 100 messages of a merchant',
    async run(ctx, [code]) {
      const merchant = await merchantOf(ctx, code);
      return JSON.stringify(await ctx.services.messages.list(merchant.id), null, 2);
    },
  },

  'message:delete': {
    usage: 'message:delete CODE ID',
    summary: 'Withdraw a message from every member’s centre',
    async run(ctx, [code, id]) {
      const merchant = await merchantOf(ctx, code);
      const number = Number(id);
      if (!Number.isSafeInteger(number) || number <= 0) throw new CommandError('ID: the number message:list shows.');
      if (!(await ctx.services.messages.withdraw(merchant.id, number, ctx.actor)))
        throw new CommandError(`${merchant.code} has no message ${id}.`);
      return `${merchant.code} message ${id} deleted.`;
    },
  },
};
