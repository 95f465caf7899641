import type { ChangeEvent, Ref } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';
import { localDate } from '../../../lib/periods';
import styles from './forms.module.css';

interface BirthDateFieldProps {
  name: string;
  value: string;
  error: string | null;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
  ref?: Ref<HTMLInputElement>;
  testId: string;
}

/**
 * Issue 15: the date of birth, where the merchant asks for it. The phone's own date picker
 * (input type=date, sent as YYYY-MM-DD), in the frame of the other fields; no day after today.
 */
export function BirthDateField(props: BirthDateFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...props}
      type="date"
      label={t('birth_date')}
      icon="calendar"
      marked
      max={localDate(new Date())}
      min="1900-01-01"
      autoComplete="bday"
      className={styles.dateField}
    />
  );
}
