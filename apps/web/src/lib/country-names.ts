/** A country of a dialling-code picker, named in the player's language. */
export interface NamedCountry {
  code: string;
  dialCode: string;
  name: string;
}

/**
 * Country names from the browser's CLDR data (Intl.DisplayNames, maintained with the browser,
 * no hand list to fall out of date or misspell), sorted as the language sorts (Intl.Collator):
 * Tagalog (fil) gets "Pilipinas" among the P's. A browser without the data shows the code.
 */
export function namedCountries(countries: { code: string; dialCode: string }[], locale: string): NamedCountry[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return countries
    .map((country) => ({ ...country, name: names?.of(country.code) ?? country.code }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
}
