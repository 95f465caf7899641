import { type ReactNode, useId } from 'react';
import styles from './checkbox.module.css';
import { FieldError } from './field-error';
import { FieldIcon } from './field-icon';

interface CheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  /** Why the box must be ticked, shown under it (announced to screen readers). */
  error?: string | null;
  testId?: string;
}

/** A round check with its label, large enough to tap. */
export function Checkbox({ checked, onChange, children, error, testId }: CheckboxProps) {
  const errorId = useId();
  return (
    <div className={styles.wrap}>
      <label className={styles.checkbox} data-invalid={error ? '' : undefined} data-testid={testId}>
        <input
          type="checkbox"
          className={styles.native}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={styles.box} aria-hidden="true" data-testid={testId ? `${testId}-box` : undefined}>
          <FieldIcon name="check" size={14} strokeWidth={3} />
        </span>
        <span className={styles.text}>{children}</span>
      </label>
      <FieldError id={errorId} message={error} testId={testId} indent={32} />
    </div>
  );
}
