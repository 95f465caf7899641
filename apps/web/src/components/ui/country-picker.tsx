import type { CountryEntry } from '@playdeck/contracts';
import { useMemo, useState } from 'react';
import { namedCountries } from '../../lib/country-names';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n-react';
import { useHydrated } from '../client-only';
import styles from './country-picker.module.css';
import { FieldIcon } from './field-icon';

interface CountryPickerProps {
  countries: CountryEntry[];
  /** The preferred country among those sharing a dialling code (+1, +7, +44 ...). */
  defaultCountry?: string | undefined;
  /** The select's accessible name, in the caller's words. */
  label: string;
  /** The dialling code, digits only (63). */
  value: string;
  onChange(dialCode: string): void;
  disabled?: boolean;
  testId?: string;
}

/**
 * The country dialling-code picker of a mobile number (spec 2 Login and Register, the security
 * centre's bind mobile). The phone's own picker opens (a native select under a chip that shows
 * +63); names come from Intl in the current language.
 */
export function CountryPicker({
  countries,
  defaultCountry,
  label,
  value,
  onChange,
  disabled,
  testId,
}: CountryPickerProps) {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);

  // Names come from the engine's own data, which the server's and the phone's may word
  // differently: a page the server drew shows codes until the browser has taken it over (issue 16).
  const hydrated = useHydrated();
  // biome-ignore lint/correctness/useExhaustiveDependencies: names follow the language
  const options = useMemo(
    () =>
      hydrated
        ? namedCountries(countries, currentLocale())
        : countries.map((country) => ({ ...country, name: country.code })),
    [countries, i18n.language, hydrated],
  );

  // Several countries share a code: keep the one picked, else the merchant's, else the first.
  const selected =
    options.find((c) => c.code === chosen && c.dialCode === value) ??
    options.find((c) => c.code === defaultCountry && c.dialCode === value) ??
    options.find((c) => c.dialCode === value);

  return (
    <label className={styles.picker} data-disabled={disabled || undefined}>
      <span className={styles.code} data-testid={testId ? `${testId}-value` : undefined}>
        +{value}
      </span>
      <FieldIcon name="chevronDown" size={16} />
      <select
        className={styles.select}
        value={selected?.code ?? ''}
        disabled={disabled}
        aria-label={label}
        data-testid={testId}
        onChange={(event) => {
          const country = options.find((c) => c.code === event.target.value);
          if (!country) return;
          setChosen(country.code);
          onChange(country.dialCode);
        }}
      >
        {!selected && <option value="">+{value}</option>}
        {options.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name} (+{country.dialCode})
          </option>
        ))}
      </select>
    </label>
  );
}
