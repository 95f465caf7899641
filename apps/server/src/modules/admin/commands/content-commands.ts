import type { ContentKind } from '../../content/content.repo';
import { ContentInputError } from '../../content/content.service';
import { type Command, CommandError, merchantOf } from './command';

const kinds: ContentKind[] = ['announcement', 'hot-match', 'help'];
const kindHelp = 'announcement (types B banner, PL notice, PU popup, A agent, PR promotion), hot-match or help';

function kindOf(value: string | undefined): ContentKind {
  if (!kinds.includes(value as ContentKind)) throw new CommandError(`KIND: ${kindHelp}`);
  return value as ContentKind;
}

function idOf(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new CommandError('ID: the number content:list shows.');
  return id;
}

function jsonOf(text: string | undefined): object {
  if (text === undefined) throw new CommandError('Give the content as JSON.');
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  } catch {
    // answered below
  }
  throw new CommandError('The content is not a JSON object.');
}

/** Turns a validation failure into the operator's message. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ContentInputError) throw new CommandError(error.message);
    throw error;
  }
}

/**
 * The operator's content (issue 11): banners, notices, popups, hot matches and help entries per
 * merchant and language. HTML is sanitised when stored; players see a change at their next load.
 */
export const contentCommands: Record<string, Command> = {
  'content:list': {
    usage: 'content:list CODE KIND',
    summary: `List a merchant’s content of a kind: ${kindHelp}`,
    async run(ctx, [code, kind]) {
      const merchant = await merchantOf(ctx, code);
      return JSON.stringify(await ctx.services.content.list(kindOf(kind), merchant.id), null, 2);
    },
  },

  'content:add': {
    usage: "content:add CODE KIND 'JSON'",
    summary: 'Add content (an announcement needs type, language, title; see /docs for every field)',
    async run(ctx, [code, kind, json]) {
      const merchant = await merchantOf(ctx, code);
      const row = await guarded(() => ctx.services.content.add(kindOf(kind), merchant.id, jsonOf(json), ctx.actor));
      return `${merchant.code} ${kind} ${row.id} added.`;
    },
  },

  'content:change': {
    usage: "content:change CODE KIND ID 'JSON'",
    summary: 'Change some fields of content (validated whole, HTML sanitised)',
    async run(ctx, [code, kind, id, json]) {
      const merchant = await merchantOf(ctx, code);
      const name = kindOf(kind);
      const row = await guarded(() =>
        ctx.services.content.change(name, merchant.id, idOf(id), jsonOf(json), ctx.actor),
      );
      if (!row) throw new CommandError(`${merchant.code} has no ${name} ${id}.`);
      return `${merchant.code} ${name} ${row.id} changed.`;
    },
  },

  'content:delete': {
    usage: 'content:delete CODE KIND ID',
    summary: 'Delete content',
    async run(ctx, [code, kind, id]) {
      const merchant = await merchantOf(ctx, code);
      const name = kindOf(kind);
      if (!(await ctx.services.content.remove(name, merchant.id, idOf(id), ctx.actor)))
        throw new CommandError(`${merchant.code} has no ${name} ${id}.`);
      return `${merchant.code} ${name} ${id} deleted.`;
    },
  },
};
