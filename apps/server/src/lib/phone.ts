import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

/**
 * A number typed as national digits plus a dialling code, in E.164 (+639171234567), or null
 * when it is not a valid number of that code's countries.
 */
export function toE164(mobileNum: string, countryDialingCode: string): string | null {
  const digits = mobileNum.replace(/\D/g, '');
  const dial = countryDialingCode.replace(/\D/g, '');
  // 00… is an international call prefix, not a national number (00000009171234567 is not 9171234567).
  if (!digits || !dial || digits.startsWith('00')) return null;
  // Players type the national form with or without its trunk 0, or the dialling code again.
  const candidates = [
    digits,
    digits.replace(/^0/, ''),
    ...(digits.startsWith(dial) ? [digits.slice(dial.length)] : []),
  ];
  for (const national of candidates) {
    const phone = parsePhoneNumberFromString(`+${dial}${national}`);
    if (phone?.isValid()) return phone.number;
  }
  return null;
}

/**
 * A number typed in one field (+63 917…, 0917…, 0063 917…, 63917…) in E.164, read as a
 * number of `country` (ISO code) when it has no international prefix; null when not valid.
 */
export function mobileFromText(text: string, country: string): string | null {
  const known = (getCountries() as string[]).includes(country) ? (country as CountryCode) : undefined;
  const phone = parsePhoneNumberFromString(text, known ? { defaultCountry: known } : undefined);
  return phone?.isValid() ? phone.number : null;
}

/** Every country with its dialling code, for the pickers (names are translated by the browser). */
export function countryDialCodes(): { code: string; dialCode: string }[] {
  return getCountries().map((code) => ({ code, dialCode: getCountryCallingCode(code) }));
}

/** The dialling code of an ISO country (PH gives 63); empty for an unknown country. */
export function dialCodeOf(country: string): string {
  return (getCountries() as string[]).includes(country) ? getCountryCallingCode(country as CountryCode) : '';
}
