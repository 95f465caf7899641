import { FieldIcon } from '../../../components/ui/field-icon';
import styles from './form-alert.module.css';

/** A failure of the whole form (wrong account or password, too many tries), above its button. */
export function FormAlert({ message, testId = 'form-alert' }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <div className={styles.alert} role="alert" data-testid={testId}>
      <FieldIcon name="alert" size={18} />
      <span>{message}</span>
    </div>
  );
}
