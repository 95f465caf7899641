import { useTranslation } from '../../lib/i18n-react';
import { countdownText } from '../../lib/use-countdown';
import { TextField, type TextFieldProps } from './text-field';
import parts from './text-field-parts.module.css';

/**
 * A code the player types (captcha answer, SMS or e-mail code): a numeric keyboard, and only
 * digits reach the form (players paste codes with spaces). The caller puts its control on the right.
 */
export function CodeField({ onChange, ...field }: Omit<TextFieldProps, 'inputMode'>) {
  return (
    <TextField
      {...field}
      inputMode="numeric"
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '');
        onChange?.(event);
      }}
    />
  );
}

interface SendCodeButtonProps {
  /** Seconds left before another code may be asked for (spec 4); 0 when idle. */
  seconds: number;
  sending: boolean;
  onSend(): void;
  /** The caller's catalogue, which holds get_code and resend_in in its own words. */
  ns: string;
  testId?: string | undefined;
}

/** The get-code button inside a code field, which shows the countdown until a code may be asked again. */
export function SendCodeButton({ seconds, sending, onSend, ns, testId }: SendCodeButtonProps) {
  const { t } = useTranslation(ns);
  return (
    <button
      type="button"
      className={parts.inlineButton}
      onClick={onSend}
      disabled={seconds > 0 || sending}
      data-testid={testId}
    >
      {seconds > 0 ? t('resend_in', { time: countdownText(seconds) }) : t('get_code')}
    </button>
  );
}
