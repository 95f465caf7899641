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
  if (!digits || !dial) return null;
  // Players type the national form with or without its leading 0, or the code again.
  const national = digits.startsWith(dial) && digits.length > 10 ? digits.slice(dial.length) : digits;
  const phone = parsePhoneNumberFromString(`+${dial}${national.replace(/^0+/, '')}`);
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
