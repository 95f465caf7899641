import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import type { TextFieldProps } from '../../../components/ui/text-field';

/** The shared password field with the account screens' words for its show/hide toggle. */
export function PasswordInput(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      autoComplete="current-password"
      {...props}
      showLabel={t('show_password')}
      hideLabel={t('hide_password')}
    />
  );
}
