import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/errors';
import { useSetPaymentPassword } from '../api/set-payment-password';
import { PIN_LENGTH } from '../components/pin-field';
import { useWalletError } from './use-wallet-error';

type Field = 'current' | 'next' | 'confirm';

const SERVER_FIELDS: Record<string, Field> = {
  currentPassword: 'current',
  newPaymentPassword: 'next',
  confirmPaymentPassword: 'confirm',
};

/**
 * Sets the payment password (confirmed with the login password) or changes it (confirmed with
 * the current payment password): six digits, typed twice.
 */
export function usePaymentPasswordForm(options: { hasPassword: boolean; onDone(): void }) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const save = useSetPaymentPassword();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<unknown>(null);

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (save.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (options.hasPassword ? values.current.length !== PIN_LENGTH : values.current === '')
      found.current = options.hasPassword ? t('pin_invalid') : t('field_required');
    if (values.next.length !== PIN_LENGTH) found.next = t('pin_invalid');
    if (values.confirm !== values.next) found.confirm = t('pin_mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        currentPassword: values.current,
        newPaymentPassword: values.next,
        confirmPaymentPassword: values.confirm,
      });
      options.onDone();
    } catch (error) {
      if (error instanceof ApiError && ['password.old.incorrect', 'payment.password.incorrect'].includes(error.code)) {
        set('current', '');
        return setErrors({ current: errorText(error) });
      }
      const fields = serverFieldErrors(error).filter((f) => SERVER_FIELDS[f.field]);
      if (fields.length > 0) {
        return setErrors(Object.fromEntries(fields.map((f) => [SERVER_FIELDS[f.field], f.message])));
      }
      setAlert(error);
    }
  };

  return { values, errors, set, submit, submitting: save.isPending, alert: alert ? errorText(alert) : null };
}
