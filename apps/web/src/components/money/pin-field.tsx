import { type Ref, useId } from 'react';
import styles from './pin-field.module.css';

/** The payment password is six digits (the paymentPassword rule of the demo merchant). */
export const PIN_LENGTH = 6;

interface PinFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  testId?: string;
  autoFocus?: boolean;
  /** The input, for a form that focuses its first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/** The payment password as six boxes over one numeric input (masked: a dot per digit). */
export function PinField({ label, value, onChange, error, testId, autoFocus, ref }: PinFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-testid={testId}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.boxes} data-invalid={error ? '' : undefined}>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          maxLength={PIN_LENGTH}
          value={value}
          // biome-ignore lint/a11y/noAutofocus: the sheet that asks for the PIN opens for it
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
        />
        {Array.from({ length: PIN_LENGTH }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions
            key={index}
            className={styles.box}
            data-filled={index < value.length ? '' : undefined}
            data-current={index === Math.min(value.length, PIN_LENGTH - 1) ? '' : undefined}
            aria-hidden="true"
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
