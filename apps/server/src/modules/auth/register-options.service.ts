import type { CountriesResponse, RegisterSettingsResponse, ValidationRules } from '@playdeck/contracts';
import { enforceLimits } from '../../lib/limits';
import { countryDialCodes } from '../../lib/phone';
import { membersRepo } from '../member-centre/members.repo';
import type { MerchantConfig } from '../settings/settings.service';
import type { AuthDeps } from './auth-deps';
import { effectiveRegisterConfig } from './register-config';

const configOf = (merchant: MerchantConfig) =>
  effectiveRegisterConfig(merchant.settings.register, merchant.settings.flags);

/** What the register screen shows (spec 2 Register). */
export function registerScreenSettings(merchant: MerchantConfig): RegisterSettingsResponse {
  const config = configOf(merchant);
  return {
    methods: config.methods,
    smsForUsername: config.smsForUsername,
    passwordForMobile: config.passwordForMobile,
    fields: config.fields,
    captcha: config.captcha,
    defaultCountry: config.defaultCountry,
    minimumAge: config.minimumAge,
    birthDateRequired: merchant.settings.responsibleGaming.birthDateRequired,
  };
}

/** The merchant's rule set by rule name (spec 5). */
export const validationRulesOf = (merchant: MerchantConfig): ValidationRules => configOf(merchant).rules;

/** The countries the merchant's pickers offer (all when it names none). */
export function countriesOf(merchant: MerchantConfig): CountriesResponse {
  const { defaultCountry, countries } = merchant.settings.register;
  const all = countryDialCodes();
  return { defaultCountry, countries: countries.length ? all.filter((c) => countries.includes(c.code)) : all };
}

/** Whether an invitation code names an active real member. */
export async function checkAffiliateCode(
  services: AuthDeps,
  { merchant, code, ip }: { merchant: MerchantConfig; code: string; ip: string },
) {
  // Codes are short: checking them is limited so they cannot be walked.
  await enforceLimits(services.counters, [{ key: `affcheck:ip:${merchant.id}:${ip}`, max: 60, windowSeconds: 600 }]);
  const trimmed = code.trim();
  const upline = /^[A-Za-z0-9]{4,32}$/.test(trimmed)
    ? await membersRepo(services.database.db, merchant.id).byInviteCode(trimmed)
    : undefined;
  return { success: Boolean(upline && upline.status === 'active' && !upline.isTrial) };
}
