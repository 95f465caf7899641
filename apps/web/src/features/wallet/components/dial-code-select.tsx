import type { CountryEntry } from '@playdeck/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n';
import styles from './dial-code-select.module.css';
import { WalletIcon } from './wallet-icon';

interface DialCodeSelectProps {
  countries: CountryEntry[];
  value: string;
  onChange(dialCode: string): void;
  testId?: string;
}

/** The country dialling code of a number: a chip showing +63 over the phone's own picker. */
export function DialCodeSelect({ countries, value, onChange, testId }: DialCodeSelectProps) {
  const { t, i18n } = useTranslation('wallet');
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
  const selected = options.find((country) => country.dialCode === value);
  return (
    <label className={styles.picker}>
      <span data-testid={testId ? `${testId}-value` : undefined}>+{value}</span>
      <WalletIcon name="chevronRight" size={14} />
      <select
        className={styles.select}
        value={selected?.code ?? ''}
        aria-label={t('country_code')}
        data-testid={testId}
        onChange={(event) => {
          const country = options.find((c) => c.code === event.target.value);
          if (country) onChange(country.dialCode);
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
