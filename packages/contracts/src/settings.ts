import { z } from 'zod';
import { registerSettings } from './auth';
import { currencyInfo } from './currencies';
import { languageCodes } from './languages';
import { lotteryOddsSettings } from './lottery-odds';
import { responsibleGamingSettings } from './responsible-gaming';
import { servicePath } from './service-paths';
import { themeTokens } from './theme';
import { httpUrl } from './urls';

export const languageCode = z.enum(languageCodes);

/** Site settings flags (spec 9). Each is on or off per merchant. */
export const siteFlagNames = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'CHNGPASSVERIF3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'DEPRECM3',
  'WITHREC3',
  'PERSREP',
  'AGETRANSFERUP3',
  'REWCEN3',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
  /** Promotions the spec gates screens on (spec 2, Mine and Invite friends). */
  'REFERRAL',
  'MISSION',
] as const;

export type SiteFlag = (typeof siteFlagNames)[number];

export const siteFlags = z.object(
  Object.fromEntries(siteFlagNames.map((name) => [name, z.boolean().default(false)])) as Record<
    SiteFlag,
    z.ZodDefault<z.ZodBoolean>
  >,
);

export type SiteFlags = Record<SiteFlag, boolean>;

/**
 * The agent home tiles an operator may hide (spec 2 Agent home: per-tenant menu setting; online
 * service always shows). Module ids of spec 9 name some of them (AGEINFO3 team overview,
 * AGEDOWNMAN3 team management, AGEANNOUNCE3 announcements).
 */
export const agentTileIds = [
  'teamOverview',
  'transactionRecord',
  'teamManagement',
  'redRain',
  'teamPnl',
  'teamBetting',
  'rebateSetting',
  'rebateIncome',
  'securityCentre',
  'messages',
] as const;
export type AgentTileId = (typeof agentTileIds)[number];

export const agentMenuSettings = z.object({ hidden: z.array(z.enum(agentTileIds)).max(agentTileIds.length) });

export { httpUrl };

export const customerServiceLink = z.object({
  type: z.enum(['livechat', 'telegram', 'whatsapp', 'messenger', 'line', 'viber', 'email', 'other']),
  name: z.string().min(1).max(60),
  url: httpUrl,
});

/** Download link entry (spec 3): resourceType IOS, Android, MOBILECONFIG or AppDownloadIcon. */
export const downloadLink = z.object({
  resourceType: z.enum(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon']),
  url: httpUrl,
});

/**
 * An extra route (spec 2: unmatched paths are looked up in a table of extra routes):
 * a path the router does not know, sent to a screen of the site or to an outside address.
 */
export const extraRoute = z.object({
  path: z
    .string()
    .regex(/^\/[A-Za-z0-9._~\-/]*$/, 'a path such as /promo')
    .max(200)
    .refine((p) => !p.includes('..'), 'a path without ..'),
  target: z.union([z.string().regex(/^\/m\/[A-Za-z0-9._~\-/?=&]*$/, 'a site path such as /m/home'), httpUrl]),
});

export const maintenanceSettings = z.object({
  enabled: z.boolean(),
  /** Optional window: outside it the switch has no effect. */
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  message: z.partialRecord(languageCode, z.string().max(500)),
});

export type MaintenanceSettings = z.infer<typeof maintenanceSettings>;

export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 two-letter country code');

export const regionRestrictionSettings = z.object({
  mode: z.enum(['off', 'allow', 'deny']),
  countries: z.array(countryCode).max(250),
});

export type RegionRestrictionSettings = z.infer<typeof regionRestrictionSettings>;

export const languageSettings = z
  .object({ default: languageCode, supported: z.array(languageCode).min(1) })
  .refine((v) => v.supported.includes(v.default), 'the default language must be supported');

export const siteInfo = z.object({
  /** Shown in the header and the page title. */
  name: z.string().min(1).max(60),
  logoUrl: httpUrl.nullable(),
  mainDomain: z.string().max(255).nullable(),
});

/**
 * An OpenID Connect provider for social sign-in (spec 2: Google and Facebook behind
 * GOOGLELOGIN3 and FACEBOOKLOGIN3). The secret never leaves the server.
 */
export const socialProviderConfig = z.object({
  issuer: httpUrl,
  clientId: z.string().min(1).max(300),
  clientSecret: z.string().min(1).max(500),
});

export const socialLoginSettings = z.object({
  google: socialProviderConfig.nullable(),
  facebook: socialProviderConfig.nullable(),
});

/** A deposit channel as the operator configures it (amounts in minor units). */
export const depositChannelConfig = z
  .object({
    id: z.string().regex(/^[a-z0-9_-]{2,40}$/),
    type: z.enum(['bank_transfer', 'gateway', 'sandbox']),
    name: z.string().min(1).max(60),
    enabled: z.boolean(),
    minAmount: z.number().int().positive(),
    maxAmount: z.number().int().positive(),
    bank: z
      .object({ bankName: z.string().max(60), accountName: z.string().max(100), accountNumber: z.string().max(40) })
      .nullable(),
    /** A gateway's payment page (gateway only; the sandbox is built in). */
    gatewayUrl: httpUrl.nullable(),
  })
  .refine((c) => c.minAmount <= c.maxAmount, 'minAmount must not exceed maxAmount')
  .refine((c) => c.type !== 'bank_transfer' || c.bank !== null, 'a bank transfer channel needs its bank details')
  .refine((c) => c.type !== 'gateway' || c.gatewayUrl !== null, 'a gateway channel needs its gatewayUrl');

export type DepositChannelConfig = z.infer<typeof depositChannelConfig>;

/** Withdrawal rules (spec 7 withdraw; the issue: minimum, maximum, daily count, turnover). */
export const withdrawalSettings = z.object({
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive(),
  dailyCount: z.number().int().min(1).max(100),
  /** Deposits must be bet this many percent before withdrawal (100 = once). */
  turnoverPercent: z.number().int().min(0).max(10_000),
});

/**
 * The merchant's user agreement. Plain text, never HTML (so nothing an operator pastes can run
 * in a player's page): a blank line starts a paragraph, `# ` a heading, `- ` a list item.
 */
export const userAgreementSettings = z.object({
  text: z.partialRecord(languageCode, z.string().max(60_000)),
});

export type UserAgreementSettings = z.infer<typeof userAgreementSettings>;

/** The user agreement call: the text in the request's language (else the merchant's default). */
export const userAgreementResponse = z.object({ language: languageCode, text: z.string() });

export type UserAgreementResponse = z.infer<typeof userAgreementResponse>;

/**
 * Every per-merchant setting, one row per top-level key. Each key has its own schema
 * so an operator can set one at a time (`npm run admin -- set DEMO theme '{...}'`).
 */
export const merchantSettingsShape = {
  site: siteInfo,
  languages: languageSettings,
  flags: siteFlags,
  /** Template choices (spec 2 Mine: mem_cen, dep_func; spec 3: app bar texts). Value "1" selects the new version. */
  templates: z.record(z.string().regex(/^[a-z_]{1,40}$/), z.string().max(500)),
  customerService: z.array(customerServiceLink).max(10),
  /** The service-version path list (spec 3): the side bar's and /m/service's channels, answered sealed. */
  servicePaths: z.array(servicePath).max(20),
  downloadLinks: z.array(downloadLink).max(10),
  imageCdns: z.array(httpUrl).max(10),
  theme: themeTokens,
  extraRoutes: z.array(extraRoute).max(100),
  /** Agent home tiles hidden for this merchant (issue 13). */
  agentMenu: agentMenuSettings,
  maintenance: maintenanceSettings,
  regionRestriction: regionRestrictionSettings,
  /** Register fields, rules, captcha and dialling codes (spec 2 Register, spec 5). */
  register: registerSettings,
  socialLogin: socialLoginSettings,
  depositChannels: z.array(depositChannelConfig).max(30),
  /** Signing secrets of the gateway and sandbox channels, by channel id. */
  paymentSecrets: z.record(z.string(), z.string().min(16).max(200)),
  withdrawal: withdrawalSettings,
  /** Banks a player can bind a card of. */
  banks: z.array(z.object({ code: z.string().regex(/^[A-Z0-9_]{2,20}$/), name: z.string().min(1).max(60) })).max(200),
  /** Play money a free-trial account starts with (minor units). */
  trial: z.object({ balance: z.number().int().min(0).max(1e12) }),
  /** The user agreement the register consent links to (/m/useragreement), per language. */
  userAgreement: userAgreementSettings,
  /** Promotions: the time zone whose midnight starts a promotion's day and week (issue 12). */
  promotions: z.object({
    timeZone: z
      .string()
      .max(60)
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'an IANA time zone such as Asia/Manila'),
  }),
  /** The merchant's lottery odds, where they differ from Playdeck's defaults (issue 14). */
  lotteryOdds: lotteryOddsSettings,
  /** Date of birth at register, the reality check's default, the agreement version, new members' limits (issue 15). */
  responsibleGaming: responsibleGamingSettings,
} as const;

/** Settings keys whose values hold secrets: shown masked and kept out of the audit log. */
export const secretSettingKeys: ReadonlySet<MerchantSettingKey> = new Set(['socialLogin', 'paymentSecrets']);

export type MerchantSettingKey = keyof typeof merchantSettingsShape;

export const merchantSettingKeys = Object.keys(merchantSettingsShape) as MerchantSettingKey[];

export const merchantSettings = z.object(merchantSettingsShape);

export type MerchantSettings = z.infer<typeof merchantSettings>;

/** The public part of a merchant's configuration that the web app starts with. */
export const merchantInfo = z.object({
  merchantCode: z.string(),
  site: siteInfo,
  currency: currencyInfo,
  languages: z.object({ default: languageCode, supported: z.array(languageCode) }),
  flags: siteFlags,
  templates: z.record(z.string(), z.string()),
  customerService: z.array(customerServiceLink),
  downloadLinks: z.array(downloadLink),
  imageCdns: z.array(z.string()),
  theme: themeTokens,
  extraRoutes: z.array(extraRoute),
  agentMenu: agentMenuSettings,
  /** The merchant's calendar zone (settings.promotions.timeZone): the midnight team reports and promotions count from. */
  timeZone: z.string(),
  /** Social sign-in providers that are switched on and configured. */
  social: z.object({ google: z.boolean(), facebook: z.boolean() }),
});

export type MerchantInfo = z.infer<typeof merchantInfo>;

/** Startup state (spec 2 Startup): 0 normal, 1 maintenance, 2 region restricted. */
export const startupState = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export type StartupState = z.infer<typeof startupState>;

/** The initial settings call: info, location, maintenance and regionRestriction (spec 2, 7). */
export const initSettingsResponse = z.object({
  info: merchantInfo,
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.object({
    active: z.boolean(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    message: z.partialRecord(languageCode, z.string()),
  }),
  regionRestriction: z.object({ active: z.boolean(), country: z.string().nullable() }),
  state: startupState,
});

export type InitSettings = z.infer<typeof initSettingsResponse>;
