import { changePasswordRequest } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { alertDialog } from '../../../components/ui/dialog-store';
import { useForm } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast-store';
import { errorText, isApiError, serverFieldErrors } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from '../../../lib/router';
import { useChangePassword } from '../api/change-password';
import { passwordMemory } from '../services/password-memory';
import { updateRememberedPassword } from '../services/remembered-login';
import { authMessage, errorsMessage } from '../validation/field-message';
import { ruleField } from '../validation/validators';
import { useAuthSetup } from './use-auth-setup';

type ChangeField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Spec 9: the change-password loading toast times out after 10 s; Change saved shows 1 s. */
const LOADING_MS = 10_000;
const SAVED_MS = 1000;

/**
 * Spec 2 Change password and spec 4/5: the old password only when none is held in memory, the
 * new one by the password rule and equal to its confirmation, different from the old one
 * (an alert); then Change saved for 1 s, the memory and remembered record updated, and home.
 */
export function useChangePasswordForm(username: string) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const { rules } = useAuthSetup();
  const change = useChangePassword();
  const [needsOld, setNeedsOld] = useState(passwordMemory.get() === null);
  // The failure itself is kept, so its words follow a language change.
  const [alert, setAlert] = useState<unknown>(null);
  const form = useForm<ChangeField>(
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    {
      validators: {
        oldPassword: ruleField(rules, 'loginPassword'),
        newPassword: (value, values) => {
          const problem = ruleField(rules, 'password')(value);
          if (problem) return problem;
          return values.confirmPassword && values.confirmPassword !== value
            ? authMessage('confirmation_not_matched')
            : null;
        },
        confirmPassword: (value, values) => {
          if (value === '') return authMessage('in_incorrect_password');
          return value === values.newPassword ? null : authMessage('confirmation_not_matched');
        },
      },
      // The old password is checked only when it is asked for (on screen).
      request: {
        schema: changePasswordRequest,
        toRequest: (values) => ({ ...values, confirmNewPassword: values.confirmPassword }),
        fields: { confirmNewPassword: 'confirmPassword' },
      },
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (change.isPending || !(await form.validate())) return;
    const oldPassword = needsOld ? form.values.oldPassword : (passwordMemory.get() ?? '');
    const { newPassword } = form.values;
    if (newPassword === oldPassword) {
      await alertDialog(t('errors:modify.new.old.same'));
      return;
    }
    const closeLoading = toast.loading(t('in_please_wait', { ns: 'common' }), LOADING_MS);
    try {
      await change.mutateAsync({ oldPassword, newPassword, confirmNewPassword: form.values.confirmPassword });
      closeLoading();
      toast.success(t('change_saved'), SAVED_MS);
      passwordMemory.set(newPassword);
      await updateRememberedPassword(username, newPassword);
      setTimeout(() => navigate('/m/home', { replace: true }), SAVED_MS);
    } catch (error) {
      closeLoading();
      if (isApiError(error, 'password.old.incorrect')) {
        // The password held in memory is stale (changed elsewhere): ask for it.
        passwordMemory.forget();
        setNeedsOld(true);
        setTimeout(() => form.setError('oldPassword', errorsMessage(error.code)), 0);
        return;
      }
      if (isApiError(error, 'modify.new.old.same')) return form.setError('newPassword', errorsMessage(error.code));
      const fields = serverFieldErrors(error);
      if (
        isApiError(error, 'validation.failed') &&
        form.applyServerErrors(fields, { confirmNewPassword: 'confirmPassword' })
      )
        return;
      setAlert(error);
    }
  };

  return { form, needsOld, submit, alert: alert ? errorText(alert, t) : null, submitting: change.isPending };
}
