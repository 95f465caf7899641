import { CodeField, SendCodeButton } from '../../../components/ui/code-field';
import type { FieldBinding } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n-react';
import { SMS_CODE_MAX } from '../validation/validators';

interface SmsCodeFieldProps extends FieldBinding {
  /** Seconds left before another code may be asked for (spec 4); 0 when idle. */
  seconds: number;
  sending: boolean;
  onSend(): void;
  disabled?: boolean;
}

/** Spec 2: the SMS code input with the get-code button that shows the countdown. */
export function SmsCodeField({ seconds, sending, onSend, testId, onChange, ...field }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <CodeField
      {...field}
      label={t('sms_code')}
      icon="message"
      testId={testId}
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX}
      onChange={onChange}
      trailing={
        <SendCodeButton
          seconds={seconds}
          sending={sending}
          onSend={onSend}
          ns="auth"
          testId={testId ? `${testId}-send` : undefined}
        />
      }
    />
  );
}
