import { setPaymentPasswordRequest } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { PIN_LENGTH } from '../../../components/money/pin-field';
import { type FieldMessage, useForm } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/errors';
import { useWalletError } from '../../../lib/money/use-wallet-error';
import { useSetPaymentPassword } from '../api/set-payment-password';

type Field = 'current' | 'next' | 'confirm';

const SERVER_FIELDS: Record<string, Field> = {
  currentPassword: 'current',
  newPaymentPassword: 'next',
  confirmPaymentPassword: 'confirm',
};

const requestOf = (values: Record<Field, string>) => ({
  currentPassword: values.current,
  newPaymentPassword: values.next,
  confirmPaymentPassword: values.confirm,
});

const wallet = (key: string): FieldMessage => ({ key, ns: 'wallet' });

/**
 * Sets the payment password (confirmed with the login password) or changes it (confirmed with
 * the current payment password): six digits, typed twice.
 */
export function usePaymentPasswordForm(options: { hasPassword: boolean; onDone(): void }) {
  const errorText = useWalletError();
  const save = useSetPaymentPassword();
  const [alert, setAlert] = useState<unknown>(null);
  const form = useForm<Field>(
    { current: '', next: '', confirm: '' },
    {
      revalidate: 'submit',
      validators: {
        current: (value) => {
          if (options.hasPassword) return value.length !== PIN_LENGTH ? wallet('pin_invalid') : null;
          return value === '' ? wallet('field_required') : null;
        },
        next: (value) => (value.length !== PIN_LENGTH ? wallet('pin_invalid') : null),
        confirm: (value, values) => (value !== values.next ? wallet('pin_mismatch') : null),
      },
      request: { schema: setPaymentPasswordRequest, toRequest: requestOf, fields: SERVER_FIELDS },
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (save.isPending || !(await form.validate())) return;
    try {
      await save.mutateAsync(requestOf(form.values));
      options.onDone();
    } catch (error) {
      if (error instanceof ApiError && ['password.old.incorrect', 'payment.password.incorrect'].includes(error.code)) {
        form.clearValue('current');
        return form.setError('current', { text: errorText(error) }, false);
      }
      const fields = serverFieldErrors(error).filter((f) => SERVER_FIELDS[f.field]);
      if (fields.length === 0) return setAlert(error);
      for (const f of fields) form.setError(SERVER_FIELDS[f.field] as Field, { text: f.message }, false);
    }
  };

  return { form, submit, submitting: save.isPending, alert: alert ? errorText(alert) : null };
}
