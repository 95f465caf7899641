import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/errors';
import { useBindMobile } from '../api/bind-mobile';
import { sendBindSms } from '../api/send-bind-sms';
import { useSendCode } from './use-send-code';
import { useWalletError } from './use-wallet-error';

type Field = 'mobile' | 'code' | 'password';

const SERVER_FIELDS: Record<string, Field> = { mobileNum: 'mobile', verificationCode: 'code', password: 'password' };

/** Spec 9: a mobile number has at most 20 digits; contracts bindMobileRequest at least 4. */
const MOBILE = /^\d{4,20}$/;
const CODE = /^\d{4,10}$/;

/**
 * Binding (or changing) the mobile number: the code goes by SMS to the new number (the fields
 * are checked before a code is asked for, spec 5), then the login password confirms.
 */
export function useBindMobileForm(options: { defaultDialCode: string; onDone(): void }) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const bind = useBindMobile();
  const code = useSendCode();
  const [dialCode, setDialCode] = useState(options.defaultDialCode);
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', code: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<unknown>(null);
  // The dialling code arrives with the countries list; until the player picks one, follow it.
  const effectiveDial = dialCode || options.defaultDialCode;

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
    if (error instanceof ApiError && ['mobile.exists', 'mobile.invalid', 'rule.mobile'].includes(error.code)) {
      return setErrors({ mobile: errorText(error) });
    }
    const fields = serverFieldErrors(error).filter((f) => SERVER_FIELDS[f.field]);
    if (fields.length > 0) return setErrors(Object.fromEntries(fields.map((f) => [SERVER_FIELDS[f.field], f.message])));
    setAlert(error);
  };

  const sendCode = async () => {
    setAlert(null);
    if (!MOBILE.test(values.mobile)) return setErrors({ mobile: t('mobile_invalid') });
    try {
      await code.send(() => sendBindSms({ mobileNum: values.mobile, countryDialingCode: effectiveDial }));
    } catch (error) {
      showServerErrors(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (bind.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (!MOBILE.test(values.mobile)) found.mobile = t('mobile_invalid');
    if (!CODE.test(values.code)) found.code = t('code_invalid');
    if (values.password === '') found.password = t('field_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await bind.mutateAsync({
        password: values.password,
        mobileNum: values.mobile,
        countryDialingCode: effectiveDial,
        verificationCode: values.code,
      });
      options.onDone();
    } catch (error) {
      showServerErrors(error);
    }
  };

  return {
    dialCode: effectiveDial,
    setDialCode,
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
