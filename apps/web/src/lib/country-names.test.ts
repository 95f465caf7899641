import { describe, expect, it } from 'vitest';
import { namedCountries } from './country-names';

const countries = [
  { code: 'US', dialCode: '1' },
  { code: 'PH', dialCode: '63' },
  { code: 'DE', dialCode: '49' },
  { code: 'JP', dialCode: '81' },
  { code: 'ES', dialCode: '34' },
  { code: 'AE', dialCode: '971' },
];

describe('country names for the dialling-code pickers (issue 8 item 26)', () => {
  it('names countries in Tagalog from CLDR and sorts them as Tagalog sorts', () => {
    const fil = namedCountries(countries, 'fil');
    const byCode = Object.fromEntries(fil.map((c) => [c.code, c.name]));
    expect(byCode.PH).toBe(new Intl.DisplayNames(['fil'], { type: 'region' }).of('PH'));
    expect(byCode.PH).toBe('Pilipinas');
    const names = fil.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fil').compare));
    // Every dialling code stays with its country.
    expect(fil.find((c) => c.code === 'JP')?.dialCode).toBe('81');
  });

  it('names and sorts in English for EN', () => {
    expect(namedCountries(countries, 'en').map((c) => c.name)).toEqual([
      'Germany',
      'Japan',
      'Philippines',
      'Spain',
      'United Arab Emirates',
      'United States',
    ]);
  });
});
