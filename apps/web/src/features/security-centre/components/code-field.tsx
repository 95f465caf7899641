import type { Ref } from 'react';
import { CodeField as NumericCodeField, SendCodeButton } from '../../../components/ui/code-field';
import { useTranslation } from '../../../lib/i18n-react';

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
  ref?: Ref<HTMLInputElement>;
}

/** The verification code with its get-code button, which shows the countdown. */
export function CodeField({ value, onChange, error, seconds, sending, onSend, testId, ref }: CodeFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <NumericCodeField
      label={t('verification_code')}
      icon="message"
      autoComplete="one-time-code"
      maxLength={CODE_MAX}
      ref={ref}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      testId={testId}
      trailing={
        <SendCodeButton seconds={seconds} sending={sending} onSend={onSend} ns="wallet" testId={`${testId}-send`} />
      }
    />
  );
}
