import styles from './field-error.module.css';
import { FieldIcon } from './field-icon';

interface FieldErrorProps {
  id: string;
  message: string | null | undefined;
  testId?: string | undefined;
  /** Left indent, so the message lines up with the field's text (a checkbox's label). */
  indent?: number;
}

/** The one error block under a form control (conventions 10): icon, message, announced as an alert. */
export function FieldError({ id, message, testId, indent }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p
      id={id}
      className={styles.error}
      role="alert"
      data-testid={testId ? `${testId}-error` : undefined}
      style={indent ? { paddingInlineStart: indent } : undefined}
    >
      <FieldIcon name="alert" size={15} />
      <span>{message}</span>
    </p>
  );
}
