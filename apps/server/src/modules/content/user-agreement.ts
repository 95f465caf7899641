import type { LanguageCode, UserAgreementResponse } from '@playdeck/contracts';
import type { MerchantConfig } from '../settings/settings.service';

/**
 * The agreement in the asked language, else the merchant's default language, else any language
 * the operator wrote it in: a player is never shown an empty page when some text exists.
 */
export function userAgreementOf(merchant: MerchantConfig, language: LanguageCode): UserAgreementResponse {
  const { text } = merchant.settings.userAgreement;
  const order = [language, merchant.settings.languages.default, ...(Object.keys(text) as LanguageCode[])];
  for (const candidate of order) {
    const found = text[candidate]?.trim();
    if (found) return { language: candidate, text: found };
  }
  return { language, text: '' };
}
