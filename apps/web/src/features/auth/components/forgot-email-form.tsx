import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';
import { useFieldBinder } from '../hooks/use-field-binder';
import { useForgotEmailForm } from '../hooks/use-forgot-email-form';
import { FormAlert } from './form-alert';
import styles from './forms.module.css';
import { UsernameInput } from './password-input';

/** Spec 2 Forgot password, e-mail mode: username and e-mail, then a reset link by e-mail. */
export function ForgotEmailForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotEmailForm();
  const bind = useFieldBinder(forgot.form);
  return (
    <form className={styles.form} onSubmit={forgot.submit} noValidate data-testid="forgot-email-form">
      <p className={styles.hint}>{t('forgot_email_hint')}</p>
      <UsernameInput {...bind('username')} label={t('username')} testId="forgot-username" />
      <TextField
        {...bind('email')}
        label={t('email')}
        icon="mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        testId="forgot-email"
      />
      <FormAlert message={forgot.alert} testId="forgot-alert" />
      <Button type="submit" loading={forgot.submitting} testId="forgot-submit">
        {t('send_reset_link')}
      </Button>
    </form>
  );
}
