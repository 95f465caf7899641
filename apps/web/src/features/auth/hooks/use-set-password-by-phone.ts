import { setPasswordByPhoneRequest } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { useForm } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast-store';
import { errorText, isApiError, serverFieldErrors } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useLocation, useNavigate } from '../../../lib/router';
import { useSetPasswordByPhone } from '../api/set-password-by-phone';
import type { PhoneResetStart } from '../components/forgot-mobile-form';
import { authMessage, errorsMessage } from '../validation/field-message';
import { mobileField } from '../validation/mobile';
import { ruleField, smsCodeField } from '../validation/validators';
import { useAuthSetup } from './use-auth-setup';
import { useCompleteLogin } from './use-complete-login';
import { useSmsCode } from './use-sms-code';

type PhoneField = 'mobileNum' | 'verificationCode' | 'newPassword';

/** Spec 9: success 1 s before the redirect. */
const SAVED_MS = 1000;

/**
 * Spec 2 and 4, set password by phone: the code input opens only after a successful send;
 * fields are checked as they are typed and submit is possible once all are touched and valid.
 * On success the player is logged in; a failure clears the password (modify.new.old.same) or
 * the code (anything else), spec 8.
 */
export function useSetPasswordByPhoneForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const start = (useLocation().state ?? null) as PhoneResetStart | null;
  const setup = useAuthSetup();
  const { rules } = setup;
  const [dialCode, setDialCode] = useState(start?.dialCode || setup.defaultDialCode);
  const [codeSent, setCodeSent] = useState(false);
  // The failure itself is kept, so its words follow a language change.
  const [alert, setAlert] = useState<unknown>(null);
  const sms = useSmsCode('reset');
  const setPassword = useSetPasswordByPhone();
  const completeLogin = useCompleteLogin();

  // Spec 5: the mobile number's error is in_mobileNum_error with the rule's minimum length.
  const checkMobile = (value: string) =>
    mobileField(rules, 'mobileNum')(value) ? authMessage('in_mobileNum_error', { min: rules.mobileNum.min }) : null;
  const form = useForm<PhoneField>(
    { mobileNum: start?.mobileNum ?? '', verificationCode: '', newPassword: '' },
    {
      touchOnInput: true,
      // A number carried over from the forgot screen was already checked there.
      touched: start?.mobileNum ? ['mobileNum'] : [],
      validators: {
        mobileNum: checkMobile,
        verificationCode: smsCodeField(rules),
        newPassword: ruleField(rules, 'password'),
      },
      request: {
        schema: setPasswordByPhoneRequest,
        toRequest: (values) => ({ ...values, countryDialingCode: dialCode }),
      },
    },
  );

  const sendCode = async () => {
    setAlert(null);
    const problem = checkMobile(form.values.mobileNum);
    if (problem) return form.setError('mobileNum', problem);
    try {
      await sms.send(form.values.mobileNum, dialCode);
      setCodeSent(true);
      // The input is enabled by this render: focus it once it is.
      setTimeout(() => form.focus('verificationCode'), 0);
    } catch (error) {
      if (isApiError(error, 'validation.failed') && form.applyServerErrors(serverFieldErrors(error))) return;
      setAlert(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (setPassword.isPending || !form.ready || !(await form.validate())) return;
    const { values } = form;
    try {
      const answer = await setPassword.mutateAsync({
        mobileNum: values.mobileNum,
        countryDialingCode: dialCode,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
      });
      completeLogin(answer, values.newPassword);
      toast.success(t('password_set_success'), SAVED_MS);
      navigate('/m/home', { replace: true });
    } catch (error) {
      if (isApiError(error, 'modify.new.old.same')) {
        form.clearValue('newPassword');
        form.setError('newPassword', errorsMessage(error.code));
        return;
      }
      form.clearValue('verificationCode');
      if (isApiError(error, 'verification.invalid'))
        return form.setError('verificationCode', errorsMessage(error.code));
      if (isApiError(error, 'validation.failed') && form.applyServerErrors(serverFieldErrors(error))) return;
      setAlert(error);
    }
  };

  return {
    setup,
    form,
    dialCode,
    setDialCode,
    codeSent,
    sms,
    sendCode,
    submit,
    alert: alert ? errorText(alert, t) : null,
    submitting: setPassword.isPending,
  };
}
