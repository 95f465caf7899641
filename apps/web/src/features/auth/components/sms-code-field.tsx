import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import styles from '../../../components/ui/text-field-parts.module.css';
import { SMS_CODE_MAX } from '../validation/validators';

interface SmsCodeFieldProps {
  name: string;
  value: string;
  error: string | null;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
  ref?: Ref<HTMLInputElement>;
  /** Seconds left before another code may be asked for (spec 4); 0 when idle. */
  seconds: number;
  sending: boolean;
  onSend(): void;
  disabled?: boolean;
  marked?: boolean;
  testId?: string;
}

/** 599 reads as 9:59, 42 as 42s: a ten-minute countdown (spec 4: expiredMinutes x 60) stays readable. */
const countdownText = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` : `${seconds}s`;

/** Spec 2: the SMS code input with the get-code button that shows the countdown. */
export function SmsCodeField({ seconds, sending, onSend, testId, onChange, ...field }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...field}
      label={t('sms_code')}
      icon="message"
      testId={testId}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '');
        onChange(event);
      }}
      trailing={
        <button
          type="button"
          className={styles.inlineButton}
          onClick={onSend}
          disabled={seconds > 0 || sending}
          data-testid={testId ? `${testId}-send` : undefined}
        >
          {seconds > 0 ? t('resend_in', { time: countdownText(seconds) }) : t('get_code')}
        </button>
      }
    />
  );
}
