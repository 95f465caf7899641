import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import parts from '../../../components/ui/text-field-parts.module.css';
import { countdownText } from '../../../lib/use-countdown';

/** Spec 9: SMS code at most 10 characters. */
const CODE_MAX = 10;

interface CodeFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /** Seconds before another code may be asked for; 0 when idle (spec 4). */
  seconds: number;
  sending: boolean;
  onSend(): void;
  testId: string;
}

/** The verification code with its get-code button, which shows the countdown. */
export function CodeField({ value, onChange, error, seconds, sending, onSend, testId }: CodeFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <TextField
      label={t('verification_code')}
      icon="message"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_MAX}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      testId={testId}
      trailing={
        <button
          type="button"
          className={parts.inlineButton}
          onClick={onSend}
          disabled={seconds > 0 || sending}
          data-testid={`${testId}-send`}
        >
          {seconds > 0 ? t('resend_in', { time: countdownText(seconds) }) : t('get_code')}
        </button>
      }
    />
  );
}
