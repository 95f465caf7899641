import { resetPasswordByEmailRequest } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { useForm } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast-store';
import { errorText, isApiError, serverFieldErrors } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useNavigate } from '../../../lib/router';
import { useResetPassword } from '../api/reset-password';
import { confirmField, ruleField } from '../validation/validators';
import { useAuthSetup } from './use-auth-setup';

/** Spec 9: success shows 1 s, then the redirect. */
const SAVED_MS = 1000;

/** The e-mailed link's form (/m/forget?reset=<token>): a new password, then log in with it. */
export function useResetLinkForm(token: string) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const { rules } = useAuthSetup();
  const reset = useResetPassword();
  // The failure itself is kept, so its words follow a language change.
  const [alert, setAlert] = useState<unknown>(null);
  const [linkDead, setLinkDead] = useState(false);
  const form = useForm<'newPassword' | 'confirmPassword'>(
    { newPassword: '', confirmPassword: '' },
    {
      validators: {
        newPassword: ruleField(rules, 'password'),
        confirmPassword: (value, values) => confirmField(() => values.newPassword)(value),
      },
      request: { schema: resetPasswordByEmailRequest, toRequest: ({ newPassword }) => ({ token, newPassword }) },
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (reset.isPending || !(await form.validate())) return;
    try {
      await reset.mutateAsync({ token, newPassword: form.values.newPassword });
      toast.success(t('change_saved'), SAVED_MS);
      setTimeout(() => navigate('/m/login', { replace: true }), SAVED_MS);
    } catch (error) {
      if (isApiError(error, 'reset.link.invalid')) setLinkDead(true);
      if (isApiError(error, 'validation.failed') && form.applyServerErrors(serverFieldErrors(error))) return;
      setAlert(error);
    }
  };

  return { form, submit, alert: alert ? errorText(alert, t) : null, linkDead, submitting: reset.isPending };
}
