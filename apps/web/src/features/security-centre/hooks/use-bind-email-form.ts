import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/errors';
import { useBindEmail } from '../api/bind-email';
import { sendEmailCode } from '../api/send-email-code';
import { useSendCode } from './use-send-code';
import { useWalletError } from './use-wallet-error';

type Field = 'email' | 'code' | 'password';

const SERVER_FIELDS: Record<string, Field> = { email: 'email', verificationCode: 'code', password: 'password' };

/** Spec 5: a simple e-mail pattern, under 255 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^\d{4,10}$/;

/** Binding (or changing) the e-mail address: a code to the new address, then the login password. */
export function useBindEmailForm(options: { onDone(): void }) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const bind = useBindEmail();
  const code = useSendCode();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', code: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<unknown>(null);
  const email = values.email.trim();
  const emailValid = EMAIL.test(email) && email.length < 255;

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'password.old.incorrect') {
      return setErrors({ password: errorText(error) });
    }
    if (error instanceof ApiError && ['verification.invalid', 'rule.code'].includes(error.code)) {
      return setErrors({ code: errorText(error) });
    }
    if (error instanceof ApiError && ['email.invalid', 'rule.email'].includes(error.code)) {
      return setErrors({ email: errorText(error) });
    }
    const fields = serverFieldErrors(error).filter((f) => SERVER_FIELDS[f.field]);
    if (fields.length > 0) return setErrors(Object.fromEntries(fields.map((f) => [SERVER_FIELDS[f.field], f.message])));
    setAlert(error);
  };

  const sendCode = async () => {
    setAlert(null);
    if (!emailValid) return setErrors({ email: t('email_invalid') });
    try {
      await code.send(() => sendEmailCode(email));
    } catch (error) {
      showServerErrors(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (bind.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (!emailValid) found.email = t('email_invalid');
    if (!CODE.test(values.code)) found.code = t('code_invalid');
    if (values.password === '') found.password = t('field_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await bind.mutateAsync({ password: values.password, email, verificationCode: values.code });
      options.onDone();
    } catch (error) {
      showServerErrors(error);
    }
  };

  return {
    values,
    errors,
    set,
    sendCode,
    code,
    submit,
    submitting: bind.isPending,
    alert: alert ? errorText(alert) : null,
  };
}
