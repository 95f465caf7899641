import { loginFormRequest } from '@playdeck/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from '../../../components/ui/form';
import { errorText, isApiError, serverFieldErrors } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { useCaptcha } from '../api/get-captcha';
import { type LoginPayload, useLogin } from '../api/login';
import { forgetRememberedLogin, rememberLogin } from '../services/remembered-login';
import { errorsMessage } from '../validation/field-message';
import { mobileField } from '../validation/mobile';
import { captchaField, ruleField, smsCodeField } from '../validation/validators';
import { useAuthSetup } from './use-auth-setup';
import { useCompleteLogin } from './use-complete-login';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';
import { useSmsCode } from './use-sms-code';

export type LoginMethod = 'username' | 'sms';
type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'messageCode';

/**
 * Spec 2 Login, the logic of the form shared by the login screen and the login dialog: two
 * methods (the SMS one only with MOBILEVERCODELOGIN3), the captcha that appears after a failure
 * whose data says so, remember password, and the server's errors where they belong.
 */
export function useLoginForm(onLoggedIn: () => void) {
  const { t } = useTranslation(['auth', 'errors']);
  const { flags } = useMerchantInfo();
  const setup = useAuthSetup();
  const { rules, remembered } = setup;
  const smsAllowed = flags.MOBILEVERCODELOGIN3;

  const [method, setMethod] = useState<LoginMethod>('username');
  const [dialCode, setDialCode] = useState(setup.defaultDialCode);
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  // The failure itself is kept, so its words follow a language change.
  const [alert, setAlert] = useState<unknown>(null);

  const captcha = useCaptcha('login', captchaShown && method === 'username');
  const sms = useSmsCode('login');
  const login = useLogin();
  const completeLogin = useCompleteLogin();

  const checkMobile = mobileField(rules, 'loginMobileNum');
  /** What the values send by the chosen method; the form runs login's own schema on it first. */
  const payloadOf = (values: Record<LoginField, string>): LoginPayload =>
    method === 'username'
      ? {
          type: 'username',
          username: values.username.trim(),
          password: values.password,
          ...(captchaShown && captcha.captcha ? { captcha: values.captcha, captchaId: captcha.captcha.captchaId } : {}),
        }
      : { type: 'sms', mobileNum: values.mobileNum, countryDialingCode: dialCode, messageCode: values.messageCode };
  const form = useForm<LoginField>(
    { username: '', password: '', captcha: '', mobileNum: '', messageCode: '' },
    {
      validators: {
        username: ruleField(rules, 'loginUsername', { trim: true }),
        password: ruleField(rules, 'loginPassword'),
        captcha: captchaField,
        mobileNum: checkMobile,
        messageCode: smsCodeField(rules),
      },
      request: { schema: loginFormRequest, toRequest: payloadOf },
    },
  );
  useRevalidateOnLanguage(form.revalidateFilled);

  // The remembered login fills the form once read, unless the player has started typing.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!remembered || prefilled.current) return;
    prefilled.current = true;
    const { values } = form;
    if (values.username || values.password || values.mobileNum) return;
    if (remembered.type === 'sms' && smsAllowed) setMethod('sms');
    if (remembered.countryDialingCode) setDialCode(remembered.countryDialingCode);
    setRemember(true);
    if (remembered.type === 'username') {
      form.setValue('username', remembered.username);
      form.setValue('password', remembered.password);
    } else form.setValue('mobileNum', remembered.username);
  }, [remembered, form, smsAllowed]);

  const newCaptcha = () => {
    form.clearValue('captcha');
    captcha.reload();
  };

  /** Spec 4: the captcha reloads on method switch. */
  const switchMethod = (next: LoginMethod) => {
    if (next === method) return;
    setMethod(next);
    setAlert(null);
    if (captchaShown) newCaptcha();
  };

  /** Spec 5: the mobile number is validated before a code is asked for. */
  const sendCode = async () => {
    const problem = checkMobile(form.values.mobileNum);
    if (problem) {
      form.setError('mobileNum', problem);
      return;
    }
    try {
      await sms.send(form.values.mobileNum, dialCode);
      form.focus('messageCode');
    } catch (error) {
      if (isApiError(error, 'validation.failed') && form.applyServerErrors(serverFieldErrors(error))) return;
      setAlert(error);
    }
  };

  const showFailure = (error: unknown) => {
    // Spec 4: a failure whose data carries the captcha flag shows the captcha with a new image.
    if (isApiError(error) && error.data.captcha === true && method === 'username') {
      if (captchaShown) newCaptcha();
      else setCaptchaShown(true);
    }
    if (isApiError(error, 'captcha.required', 'captcha.invalid')) {
      form.setError('captcha', errorsMessage(error.code));
      return;
    }
    if (isApiError(error, 'verification.invalid')) return form.setError('messageCode', errorsMessage(error.code));
    if (isApiError(error, 'mobile.invalid')) return form.setError('mobileNum', errorsMessage(error.code));
    if (isApiError(error, 'validation.failed') && form.applyServerErrors(serverFieldErrors(error))) return;
    setAlert(error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (login.isPending || !(await form.validate())) return;
    const { values } = form;
    try {
      const answer = await login.mutateAsync(payloadOf(values));
      // Kept before the session starts: the screen moves on as soon as there is a session.
      if (remember) {
        await rememberLogin({
          type: method,
          username: method === 'username' ? values.username.trim() : values.mobileNum,
          password: method === 'username' ? values.password : '',
          countryDialingCode: dialCode,
        });
      } else {
        forgetRememberedLogin();
      }
      completeLogin(answer, method === 'username' ? values.password : null);
      onLoggedIn();
    } catch (error) {
      showFailure(error);
    }
  };

  return {
    setup,
    form,
    method,
    smsAllowed,
    switchMethod,
    dialCode,
    setDialCode,
    remember,
    setRemember,
    captchaShown,
    captcha,
    newCaptcha,
    sms,
    sendCode,
    alert: alert ? errorText(alert, t) : null,
    submit,
    submitting: login.isPending,
  };
}
