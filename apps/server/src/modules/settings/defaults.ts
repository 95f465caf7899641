import { defaultTheme, type MerchantSettings, siteFlags } from '@playdeck/contracts';
import { defaultRegisterSettings } from '../auth/register-config';

/** What a merchant has before an operator sets anything: everything off, English, the house theme. */
export function defaultSettings(merchantName: string): MerchantSettings {
  return {
    site: { name: merchantName, logoUrl: null, mainDomain: null },
    languages: { default: 'EN', supported: ['EN'] },
    flags: siteFlags.parse({}),
    templates: {},
    customerService: [],
    servicePaths: [],
    downloadLinks: [],
    imageCdns: [],
    theme: defaultTheme,
    extraRoutes: [],
    agentMenu: { hidden: [] },
    maintenance: { enabled: false, startsAt: null, endsAt: null, message: {} },
    regionRestriction: { mode: 'off', countries: [] },
    register: defaultRegisterSettings,
    socialLogin: { google: null, facebook: null },
    depositChannels: [],
    paymentSecrets: {},
    withdrawal: { minAmount: 10_000, maxAmount: 5_000_000, dailyCount: 5, turnoverPercent: 100 },
    banks: [],
    trial: { balance: 0 },
    // The operator writes its own (npm run admin -- set CODE userAgreement ...); the screen says when there is none.
    userAgreement: { text: {} },
    promotions: { timeZone: 'UTC' },
    // Playdeck's default odds for every bet type (modules/lottery/rules/odds.ts).
    lotteryOdds: {},
    // Reality check every hour, no limits until the player (or the operator) sets them.
    responsibleGaming: { birthDateRequired: false, realityCheckMinutes: 60, agreementVersion: '1', defaultLimits: [] },
  };
}
