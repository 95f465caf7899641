import { type FormEvent, useMemo, useState } from 'react';
import { useForm } from '../../../components/ui/form';
import { endSessionHere } from '../../../lib/end-session';
import { errorText, isApiError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { serverNow } from '../../../lib/server-clock';
import { useTakeBreak } from '../api/take-break';
import type { BreakDuration, BreakKind } from '../constants';
import { breakEndPreview } from '../services/break-end';
import { NS } from '../services/namespace';

/**
 * Confirms a break with the login password. The server ends every session of the member, this
 * one too, so on success the page forgets its session and reloads home as a visitor's, saying
 * that the break began and until when.
 */
export function useBreakForm(kind: BreakKind, duration: BreakDuration) {
  const { t } = useTranslation([NS, 'errors']);
  const take = useTakeBreak();
  const [alert, setAlert] = useState<unknown>(null);
  // The end as the sheet shows it; the server's answer is the one the notice names.
  const endsAt = useMemo(() => breakEndPreview(duration, new Date(serverNow())), [duration]);
  const form = useForm<'password'>(
    { password: '' },
    {
      revalidate: 'submit',
      validators: { password: (value) => (value === '' ? { key: 'password_required', ns: NS } : null) },
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (take.isPending || !(await form.validate())) return;
    try {
      const answer = await take.mutateAsync({ kind, duration, password: form.values.password });
      endSessionHere(
        answer.endsAt ? t(`started_${kind}`, { time: formatDateTime(answer.endsAt) }) : t('started_permanent'),
      );
    } catch (error) {
      if (isApiError(error, 'password.old.incorrect')) {
        form.clearValue('password');
        return form.setError('password', { key: 'password_incorrect', ns: NS });
      }
      setAlert(error);
    }
  };

  return {
    form,
    submit,
    endsAt,
    submitting: take.isPending || take.isSuccess,
    alert: alert ? errorText(alert, t) : null,
  };
}
