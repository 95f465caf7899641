import type { Ref } from 'react';
import { PasswordField } from '../../../components/ui/password-field';
import { useTranslation } from '../../../lib/i18n-react';

interface LoginPasswordFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string | null;
  label?: string;
  testId: string;
  ref?: Ref<HTMLInputElement>;
}

/** The login password, asked again before a sensitive change (a new contact, the first payment password). */
export function LoginPasswordField({ onChange, label, ...field }: LoginPasswordFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <PasswordField
      {...field}
      label={label ?? t('login_password')}
      autoComplete="current-password"
      onChange={(event) => onChange(event.target.value)}
      showLabel={t('show_password')}
      hideLabel={t('hide_password')}
    />
  );
}
