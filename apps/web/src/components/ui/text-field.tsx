import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FieldError } from './field-error';
import { FieldIcon, type FieldIconName } from './field-icon';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  /** The floating label (also the input's accessible name). */
  label: string;
  icon?: FieldIconName;
  /** Replaces the icon (a dialling-code picker). */
  leading?: ReactNode;
  /** Inside the field on the right (show password, get code, captcha image). */
  trailing?: ReactNode;
  error?: string | null;
  /** Shows the required asterisk (spec 2 Register). */
  marked?: boolean;
  testId?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A rounded input with a leading icon, a label that floats up once the field is used, an
 * optional control on the right and its error underneath (announced to screen readers).
 */
export function TextField({
  label,
  icon,
  leading,
  trailing,
  error,
  marked,
  testId,
  ref,
  id,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} data-testid={testId}>
      <div className={styles.control} data-invalid={error ? '' : undefined} data-disabled={input.disabled || undefined}>
        {leading ?? (
          <span className={styles.icon}>
            <FieldIcon name={icon ?? 'user'} />
          </span>
        )}
        <div className={styles.inputWrap}>
          <input
            {...input}
            ref={ref}
            id={inputId}
            className={styles.input}
            placeholder=" "
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            aria-required={marked || undefined}
          />
          <label htmlFor={inputId} className={styles.label}>
            <span className={styles.labelText}>{label}</span>
            {marked && (
              <span className={styles.mark} aria-hidden="true">
                *
              </span>
            )}
          </label>
        </div>
        {trailing && <div className={styles.trailing}>{trailing}</div>}
      </div>
      <FieldError id={errorId} message={error} testId={testId} />
    </div>
  );
}
