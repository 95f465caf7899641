import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';

interface LoginPasswordFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string | null;
  label?: string;
  testId: string;
}

/** The login password, asked again before a sensitive change (a new contact, the first payment password). */
export function LoginPasswordField({ value, onChange, error, label, testId }: LoginPasswordFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <PasswordField
      label={label ?? t('login_password')}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      testId={testId}
      showLabel={t('show_password')}
      hideLabel={t('hide_password')}
    />
  );
}
