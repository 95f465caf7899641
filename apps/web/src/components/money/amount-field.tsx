import type { Ref } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { minorToMajorInput, quickAmounts, sanitizeAmountTyping } from '../../lib/money/money-input';
import { useMoney } from '../../lib/money/use-money';
import { TextField } from '../ui/text-field';
import styles from './amount-field.module.css';

interface AmountFieldProps {
  label: string;
  /** What the player typed, in major units. */
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /** The allowed range in minor units, shown under the field. */
  min?: number;
  max?: number;
  /** Offer quick amounts inside the range. */
  quick?: boolean;
  /** A button filling the most that can go (withdraw all). */
  fillMax?: { label: string; minor: number };
  testId?: string;
  /** The input, for a form that focuses its first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An amount in the merchant's currency: typed in major units with a decimal keypad, the range
 * under it and quick amounts as buttons. The form turns the text into minor units on submit.
 */
export function AmountField({
  label,
  value,
  onChange,
  error,
  min,
  max,
  quick,
  fillMax,
  testId,
  ref,
}: AmountFieldProps) {
  const { t } = useTranslation('wallet');
  const { currency, format } = useMoney();
  const fill = (minor: number) => onChange(minorToMajorInput(minor, currency.exponent));
  const presets = quick && min !== undefined && max !== undefined ? quickAmounts(min, max, currency.exponent) : [];
  return (
    <div className={styles.wrap}>
      <TextField
        ref={ref}
        label={label}
        value={value}
        onChange={(event) => onChange(sanitizeAmountTyping(event.target.value))}
        inputMode={currency.exponent > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        enterKeyHint="done"
        error={error}
        className={styles.input}
        testId={testId}
        leading={
          <span className={styles.symbol} aria-hidden="true">
            {currency.symbol}
          </span>
        }
        trailing={
          fillMax && fillMax.minor > 0 ? (
            <button
              type="button"
              className={styles.all}
              onClick={() => fill(fillMax.minor)}
              data-testid={testId ? `${testId}-all` : undefined}
            >
              {fillMax.label}
            </button>
          ) : undefined
        }
      />
      {min !== undefined && max !== undefined && (
        <p className={styles.hint} data-testid={testId ? `${testId}-range` : undefined}>
          <span>{t('amount_min', { amount: format(min) })}</span>
          <span>{t('amount_max', { amount: format(max) })}</span>
        </p>
      )}
      {presets.length > 0 && (
        <fieldset className={styles.quick} aria-label={t('quick_amounts')}>
          {presets.map((minor) => {
            const text = minorToMajorInput(minor, currency.exponent);
            return (
              <button
                key={minor}
                type="button"
                className={styles.chip}
                aria-pressed={value.replace(/,/g, '') === text}
                onClick={() => fill(minor)}
                data-testid={testId ? `${testId}-quick-${text}` : undefined}
              >
                {format(minor).replace(/\.00$/, '')}
              </button>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
