import { type Ref, useId } from 'react';
import frame from '../ui/field-frame.module.css';
import styles from './select-field.module.css';
import { WalletIcon, type WalletIconName } from './wallet-icon';

interface SelectFieldProps {
  label: string;
  placeholder: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  icon: WalletIconName;
  error?: string | null;
  testId?: string;
  /** The select, for a form that focuses its first invalid field. */
  ref?: Ref<HTMLSelectElement>;
}

/** A choice among a few (the bank of a card): the field's look, the phone's native picker. */
export function SelectField({
  label,
  placeholder,
  value,
  options,
  onChange,
  icon,
  error,
  testId,
  ref,
}: SelectFieldProps) {
  const id = useId();
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={frame.field} data-testid={testId}>
      <div className={frame.control} data-invalid={error ? '' : undefined}>
        <span className={frame.icon}>
          <WalletIcon name={icon} />
        </span>
        <span className={styles.text}>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          <span className={styles.value} data-empty={chosen ? undefined : ''}>
            {chosen?.label ?? placeholder}
          </span>
        </span>
        <WalletIcon name="chevronDown" size={18} className={styles.chevron} />
        <select
          ref={ref}
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className={styles.error} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
