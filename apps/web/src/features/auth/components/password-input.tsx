import { PasswordField } from '../../../components/ui/password-field';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';

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

/** A password being chosen: the browser offers to generate and save it. */
export function NewPasswordInput(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  return <PasswordInput autoComplete="new-password" {...props} />;
}

/** The account name as typed: no capitals, corrections or spelling marks added by the keyboard. */
export function UsernameInput(props: Omit<TextFieldProps, 'icon'>) {
  return (
    <TextField
      icon="user"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
