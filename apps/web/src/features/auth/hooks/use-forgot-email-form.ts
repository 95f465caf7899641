import { forgotPasswordEmailRequest } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { useForm } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast-store';
import { errorText, isApiError, serverFieldErrors } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useForgotPassword } from '../api/forgot-password';
import { emailField, ruleField } from '../validation/validators';
import { useAuthSetup } from './use-auth-setup';
import { useGoBack } from './use-go-back';

/** Spec 8: in_been_out shows for 1 s, then the screen goes back. */
const BEEN_OUT_MS = 1000;

/**
 * Spec 2 Forgot password by e-mail: username (loginUsername rule) and e-mail (in_email_incorrect).
 * The answer never says whether they matched an account; a link goes to the account's address.
 */
export function useForgotEmailForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const { rules } = useAuthSetup();
  const goBack = useGoBack();
  const forgot = useForgotPassword();
  // The failure itself is kept, so its words follow a language change.
  const [alert, setAlert] = useState<unknown>(null);
  const form = useForm<'username' | 'email'>(
    { username: '', email: '' },
    {
      validators: { username: ruleField(rules, 'loginUsername', { trim: true }), email: emailField },
      request: { schema: forgotPasswordEmailRequest, toRequest: (values) => values },
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (forgot.isPending || !(await form.validate())) return;
    const closeLoading = toast.loading(t('in_please_wait', { ns: 'common' }));
    try {
      await forgot.mutateAsync(form.values);
      closeLoading();
      toast.success(t('in_been_out'), BEEN_OUT_MS);
      setTimeout(goBack, BEEN_OUT_MS);
    } catch (error) {
      closeLoading();
      if (isApiError(error, 'validation.failed') && form.applyServerErrors(serverFieldErrors(error))) return;
      setAlert(error);
    }
  };

  return { form, submit, alert: alert ? errorText(alert, t) : null, submitting: forgot.isPending };
}
