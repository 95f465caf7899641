import type { CountryEntry } from '@playdeck/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldIcon } from '../../../components/ui/field-icon';
import { currentLocale } from '../../../lib/i18n';
import styles from './country-picker.module.css';

interface CountryPickerProps {
  countries: CountryEntry[];
  /** The preferred country among those sharing a dialling code (+1, +7, +44 ...). */
  defaultCountry: string;
  /** The dialling code, digits only (63). */
  value: string;
  onChange(dialCode: string): void;
  disabled?: boolean;
  testId?: string;
}

/**
 * Spec 2 Login and Register: the country dialling-code picker. The phone's own picker opens
 * (a native select under a chip that shows +63); names come from Intl in the current language.
 */
export function CountryPicker({ countries, defaultCountry, value, onChange, disabled, testId }: CountryPickerProps) {
  const { t, i18n } = useTranslation('auth');
  const [chosen, setChosen] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: names follow the language
  const options = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([currentLocale()], { type: 'region' });
    } catch {
      names = null;
    }
    return countries
      .map((country) => ({ ...country, name: names?.of(country.code) ?? country.code }))
      .sort((a, b) => a.name.localeCompare(b.name, currentLocale()));
  }, [countries, i18n.language]);

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
        aria-label={t('country_code')}
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
