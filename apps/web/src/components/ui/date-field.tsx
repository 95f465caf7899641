import { formatDate } from '../../lib/format';
import styles from './date-field.module.css';

interface DateFieldProps {
  label: string;
  /** A calendar day, YYYY-MM-DD; empty while unset. */
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onChange(day: string): void;
  testId?: string;
}

/**
 * A calendar day to pick. The native date input (the phone's own picker) lies over the field,
 * invisible, and the field writes the chosen day in the app's one date format: the browser would
 * write it in the phone's locale ("11/17/2026") beside rows in the app's ("Nov 17, 2026").
 */
export function DateField({ label, value, min, max, onChange, testId }: DateFieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value} data-testid={testId ? `${testId}-text` : undefined} aria-hidden="true">
        {value ? formatDate(value) : '—'}
      </span>
      <input
        className={styles.input}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
