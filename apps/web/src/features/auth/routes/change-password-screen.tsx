import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';
import { useSession } from '../../../lib/session';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import styles from '../components/forms.module.css';
import { NewPasswordInput, PasswordInput } from '../components/password-input';
import { useChangePasswordForm } from '../hooks/use-change-password';
import { useFieldBinder } from '../hooks/use-field-binder';

/** /m/changePsw (spec 2 Change password); members only (the route's session need). */
export default function ChangePasswordScreen() {
  const session = useSession();
  // The route's session gate sends a visitor home; this only tells TypeScript.
  if (!session) return null;
  return <ChangePasswordForm username={session.userName} />;
}

function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const change = useChangePasswordForm(username);
  const bind = useFieldBinder(change.form);
  return (
    <AuthLayout title={t('change_title')} subtitle={t('change_subtitle')} icon="lock" testId="change-password-screen">
      <form className={styles.form} onSubmit={change.submit} noValidate data-testid="change-password-form">
        <TextField label={t('username')} icon="user" value={username} readOnly testId="change-username" />
        {change.needsOld && <PasswordInput {...bind('oldPassword')} label={t('old_password')} testId="change-old" />}
        <NewPasswordInput {...bind('newPassword')} label={t('new_password')} testId="change-new" />
        <NewPasswordInput {...bind('confirmPassword')} label={t('confirm_password')} testId="change-confirm" />
        <FormAlert message={change.alert} testId="change-alert" />
        <Button type="submit" loading={change.submitting} testId="change-submit">
          {t('confirm_change')}
        </Button>
      </form>
    </AuthLayout>
  );
}
