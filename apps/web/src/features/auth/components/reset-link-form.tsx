import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { useFieldBinder } from '../hooks/use-field-binder';
import { useResetLinkForm } from '../hooks/use-reset-link-form';
import { FormAlert } from './form-alert';
import styles from './forms.module.css';
import { NewPasswordInput } from './password-input';

interface ResetLinkFormProps {
  token: string;
  /** Back to the e-mail form to ask for a new link. */
  onRequestNew(): void;
}

/** The new-password form of the e-mailed reset link. */
export function ResetLinkForm({ token, onRequestNew }: ResetLinkFormProps) {
  const { t } = useTranslation('auth');
  const reset = useResetLinkForm(token);
  const bind = useFieldBinder(reset.form);
  return (
    <form className={styles.form} onSubmit={reset.submit} noValidate data-testid="reset-link-form">
      <p className={styles.hint}>{t('reset_link_hint')}</p>
      <NewPasswordInput {...bind('newPassword')} label={t('new_password')} testId="reset-password" />
      <NewPasswordInput {...bind('confirmPassword')} label={t('confirm_password')} testId="reset-confirm" />
      <FormAlert message={reset.alert} testId="reset-alert" />
      {reset.linkDead ? (
        <Button variant="secondary" onClick={onRequestNew} testId="reset-request-new">
          {t('request_new_link')}
        </Button>
      ) : (
        <Button type="submit" loading={reset.submitting} testId="reset-submit">
          {t('save_password')}
        </Button>
      )}
    </form>
  );
}
