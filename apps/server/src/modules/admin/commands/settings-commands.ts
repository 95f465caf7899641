import {
  countryCode,
  type LanguageCode,
  type MerchantSettingKey,
  merchantSettingKeys,
  parseLanguage,
  type SiteFlag,
  siteFlagNames,
} from '@playdeck/contracts';
import { SettingValidationError } from '../../settings/settings.service';
import { type Command, CommandError, merchantOf, onOff, parseOptions } from './command';

function settingKey(key: string | undefined): MerchantSettingKey {
  if (!key || !(merchantSettingKeys as string[]).includes(key)) {
    throw new CommandError(`KEY: one of ${merchantSettingKeys.join(', ')}`);
  }
  return key as MerchantSettingKey;
}

/** Turns a settings validation failure into the operator's message. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SettingValidationError) throw new CommandError(error.message);
    throw error;
  }
}

function isoDate(value: string | undefined, name: string): string | null {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new CommandError(`--${name}: a date such as 2026-12-01T02:00:00Z`);
  return date.toISOString();
}

export const settingsCommands: Record<string, Command> = {
  settings: {
    usage: 'settings CODE [KEY]',
    summary: 'Show a merchant’s settings (all keys, or one)',
    async run(ctx, [code, key]) {
      const merchant = await merchantOf(ctx, code);
      const config = await ctx.settings.get(merchant.id);
      if (!config) throw new CommandError(`No merchant ${code}`);
      const masked = JSON.parse(
        JSON.stringify(config.settings, (name, v) =>
          name === 'clientSecret' || (name === 'paymentSecrets' && v)
            ? typeof v === 'object'
              ? Object.fromEntries(Object.keys(v).map((k) => [k, '••••']))
              : '••••'
            : v,
        ),
      );
      return JSON.stringify(key ? masked[settingKey(key)] : masked, null, 2);
    },
  },

  set: {
    usage: "set CODE KEY 'JSON'",
    summary: 'Replace one settings key with a JSON value (validated)',
    async run(ctx, [code, key, json]) {
      const merchant = await merchantOf(ctx, code);
      const name = settingKey(key);
      if (json === undefined) throw new CommandError('Give the value as JSON.');
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        throw new CommandError('The value is not valid JSON.');
      }
      await guarded(() => ctx.settings.set({ merchantId: merchant.id, key: name, value, actor: ctx.actor }));
      return `${merchant.code} ${name} saved.`;
    },
  },

  flag: {
    usage: 'flag CODE FLAG on|off',
    summary: `Switch a site flag (${siteFlagNames.join(', ')})`,
    async run(ctx, [code, flag, state]) {
      const merchant = await merchantOf(ctx, code);
      if (!flag || !(siteFlagNames as readonly string[]).includes(flag)) {
        throw new CommandError(`FLAG: one of ${siteFlagNames.join(', ')}`);
      }
      const on = onOff(state);
      await guarded(() =>
        ctx.settings.setFlag({ merchantId: merchant.id, flag: flag as SiteFlag, on, actor: ctx.actor }),
      );
      return `${merchant.code} ${flag} ${on ? 'on' : 'off'}.`;
    },
  },

  maintenance: {
    usage: 'maintenance CODE on|off [--from ISO] [--until ISO] [--message TEXT [--lang EN]]',
    summary: 'Switch maintenance; with a window it applies only between the two times',
    async run(ctx, args) {
      const { positional, options } = parseOptions(args);
      const merchant = await merchantOf(ctx, positional[0]);
      const enabled = onOff(positional[1]);
      const language: LanguageCode | undefined = parseLanguage(options.get('lang') ?? 'EN');
      if (!language) throw new CommandError('--lang: EN or TY');
      const saved = await guarded(() =>
        ctx.settings.update({
          merchantId: merchant.id,
          key: 'maintenance',
          change: (current) => ({
            enabled,
            startsAt: enabled ? isoDate(options.get('from'), 'from') : null,
            endsAt: enabled ? isoDate(options.get('until'), 'until') : null,
            message: options.has('message')
              ? { ...current.message, [language]: options.get('message') as string }
              : current.message,
          }),
          actor: ctx.actor,
        }),
      );
      const window =
        saved.startsAt || saved.endsAt
          ? ` from ${saved.startsAt ?? 'now'} until ${saved.endsAt ?? 'switched off'}`
          : '';
      return `${merchant.code} maintenance ${enabled ? 'on' : 'off'}${window}.`;
    },
  },

  region: {
    usage: 'region CODE off | region CODE allow|deny CC[,CC...]',
    summary: 'Restrict the site to (allow) or away from (deny) a list of countries',
    async run(ctx, [code, mode, list]) {
      const merchant = await merchantOf(ctx, code);
      if (mode !== 'off' && mode !== 'allow' && mode !== 'deny') throw new CommandError('Say off, allow or deny.');
      const countries =
        mode === 'off'
          ? []
          : (list ?? '')
              .split(',')
              .map((c) => c.trim().toUpperCase())
              .filter(Boolean);
      if (mode !== 'off' && countries.length === 0) throw new CommandError('List the countries, e.g. PH,SG');
      for (const country of countries) {
        if (!countryCode.safeParse(country).success)
          throw new CommandError(`${country} is not a two-letter country code`);
      }
      await guarded(() =>
        ctx.settings.set({
          merchantId: merchant.id,
          key: 'regionRestriction',
          value: { mode, countries },
          actor: ctx.actor,
        }),
      );
      return mode === 'off'
        ? `${merchant.code} region rules off.`
        : `${merchant.code} ${mode}s ${countries.join(', ')}.`;
    },
  },
};
