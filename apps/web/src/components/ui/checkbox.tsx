import type { ReactNode } from 'react';
import styles from './checkbox.module.css';
import { FieldIcon } from './field-icon';

interface CheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  testId?: string;
}

/** A round check with its label, large enough to tap. */
export function Checkbox({ checked, onChange, children, testId }: CheckboxProps) {
  return (
    <label className={styles.checkbox} data-testid={testId}>
      <input
        type="checkbox"
        className={styles.native}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.box} aria-hidden="true" data-testid={testId ? `${testId}-box` : undefined}>
        <FieldIcon name="check" size={14} strokeWidth={3} />
      </span>
      <span className={styles.text}>{children}</span>
    </label>
  );
}
