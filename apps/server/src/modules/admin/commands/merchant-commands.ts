import { currencyCodes } from '@playdeck/contracts';
import { sql } from 'drizzle-orm';
import { withTransaction } from '../../../db/transaction';
import { recordAudit } from '../../../infra/audit/audit.repo';
import { merchantsRepo } from '../../merchants/merchants.repo';
import { settingsRepo } from '../../settings/settings.repo';
import { type Command, CommandError, merchantOf, parseOptions } from './command';

const HOST = /^[a-z0-9.-]{1,253}$/;

export const merchantCommands: Record<string, Command> = {
  merchants: {
    usage: 'merchants',
    summary: 'List merchants with their status, currency and host names',
    async run(ctx) {
      const repo = merchantsRepo(ctx.database.db);
      const rows = await repo.list();
      const lines = await Promise.all(
        rows.map(async (m) => {
          const domains = await repo.listDomains(m.id);
          return `${m.code.padEnd(12)} ${m.status.padEnd(9)} ${m.currency}  ${m.name}${domains.length ? `  [${domains.join(', ')}]` : ''}`;
        }),
      );
      return lines.length ? lines.join('\n') : 'No merchants.';
    },
  },

  'merchant:add': {
    usage: 'merchant:add CODE "Name" CURRENCY [--like CODE]',
    summary: 'Create a merchant with default settings, or a copy of another merchant’s settings',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const [code, name, currency] = positional;
      const template = options.has('like') ? await merchantOf(ctx, options.get('like')) : undefined;
      if (!code || !/^[A-Z0-9_]{2,20}$/.test(code))
        throw new CommandError('CODE: 2-20 upper-case letters, digits or _');
      if (!name) throw new CommandError('Give the merchant a name.');
      if (!currency || !(currencyCodes as string[]).includes(currency)) {
        throw new CommandError(`CURRENCY: one of ${currencyCodes.join(', ')}`);
      }
      const repo = merchantsRepo(ctx.database.db);
      if (await repo.findByCode(code)) throw new CommandError(`Merchant ${code} exists already.`);
      const copied = template ? await settingsRepo(ctx.database.db).load(template.id) : new Map<string, unknown>();
      await withTransaction(ctx.database.db, async (tx) => {
        const merchant = await merchantsRepo(tx).create({ code, name, currency });
        for (const [key, value] of copied) {
          await settingsRepo(tx).upsert(merchant.id, key, key === 'site' ? { ...(value as object), name } : value);
        }
        if (template) {
          // The template's choice and order of vendors and games come along.
          await tx.execute(sql`insert into merchant_vendors (merchant_id, vendor_code, sort_order, enabled)
            select ${merchant.id}, vendor_code, sort_order, enabled from merchant_vendors where merchant_id = ${template.id}`);
          await tx.execute(sql`insert into merchant_games (merchant_id, game_id, category, vendor_code, sort_order, hot_rank, enabled)
            select ${merchant.id}, game_id, category, vendor_code, sort_order, hot_rank, enabled from merchant_games where merchant_id = ${template.id}`);
        }
        await recordAudit(tx, {
          merchantId: merchant.id,
          actor: ctx.actor,
          action: 'merchant.add',
          target: code,
          detail: template ? { like: template.code } : {},
        });
      });
      ctx.merchants.forget();
      return `Merchant ${code} created${template ? ` with ${template.code}’s settings` : ''}.`;
    },
  },

  'merchant:status': {
    usage: 'merchant:status CODE active|disabled',
    summary: 'Enable or disable a merchant (a disabled one answers 403 everywhere)',
    async run(ctx, [code, status]) {
      if (status !== 'active' && status !== 'disabled') throw new CommandError('Say active or disabled.');
      const merchant = await merchantOf(ctx, code);
      await withTransaction(ctx.database.db, async (tx) => {
        await merchantsRepo(tx).setStatus(merchant.id, status);
        await recordAudit(tx, { merchantId: merchant.id, actor: ctx.actor, action: 'merchant.status', target: status });
      });
      await ctx.settings.invalidate(merchant.id);
      return `Merchant ${merchant.code} is ${status}.`;
    },
  },

  'domain:add': {
    usage: 'domain:add CODE HOST',
    summary: 'Serve a host name as this merchant when requests carry no Merchant header',
    async run(ctx, [code, host]) {
      const merchant = await merchantOf(ctx, code);
      const name = host?.toLowerCase();
      if (!name || !HOST.test(name)) throw new CommandError('HOST: a host name such as m.example.com');
      await withTransaction(ctx.database.db, async (tx) => {
        await merchantsRepo(tx).addDomain(name, merchant.id);
        await recordAudit(tx, { merchantId: merchant.id, actor: ctx.actor, action: 'domain.add', target: name });
      });
      ctx.merchants.forget();
      return `${name} now serves ${merchant.code}.`;
    },
  },

  'domain:remove': {
    usage: 'domain:remove HOST',
    summary: 'Stop mapping a host name to a merchant',
    async run(ctx, [host]) {
      const name = host?.toLowerCase();
      if (!name) throw new CommandError('Name the host.');
      await withTransaction(ctx.database.db, async (tx) => {
        await merchantsRepo(tx).removeDomain(name);
        await recordAudit(tx, { merchantId: null, actor: ctx.actor, action: 'domain.remove', target: name });
      });
      ctx.merchants.forget();
      return `${name} removed.`;
    },
  },
};
