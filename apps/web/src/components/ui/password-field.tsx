import { useState } from 'react';
import { FieldIcon } from './field-icon';
import { TextField, type TextFieldProps } from './text-field';
import styles from './text-field-parts.module.css';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Accessible names of the toggle, in the screen's words. */
  showLabel: string;
  hideLabel: string;
}

/** A password input with the show/hide toggle (spec 2 Login). */
export function PasswordField({ icon = 'lock', testId, showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      icon={icon}
      testId={testId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.iconToggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          data-testid={testId ? `${testId}-toggle` : undefined}
        >
          <FieldIcon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}
