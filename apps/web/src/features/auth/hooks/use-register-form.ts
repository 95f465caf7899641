import { type LoginResponse, type RegisterSettingsResponse, registerFormRequest } from '@playdeck/contracts';
import { EXTRA_FIELDS } from '@playdeck/contracts/auth-constants';
import { type FormEvent, useState } from 'react';
import { type FieldValidator, useForm } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast-store';
import { errorText, isApiError, serverFieldErrors } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { checkAffiliate } from '../api/check-affiliate';
import { useCaptcha } from '../api/get-captcha';
import { useRegister } from '../api/register';
import type { RegisterLayout, RegisterMethod } from '../services/register-fields';
import {
  blankRegisterValues,
  FIELD_OF_ERROR,
  type RegisterFieldName,
  registerPayload,
} from '../services/register-payload';
import { birthDateField } from '../validation/birth-date';
import { errorsMessage } from '../validation/field-message';
import { mobileField } from '../validation/mobile';
import { captchaField, confirmField, ruleField, smsCodeField } from '../validation/validators';
import type { AffiliateStatus } from './use-affiliate-code';
import type { AuthSetup } from './use-auth-setup';
import { useSmsCode } from './use-sms-code';

/** Spec 5: an invalid affiliate code shows invitation_code_error for 1 s. */
const INVITATION_ERROR_MS = 1000;

interface Options {
  method: RegisterMethod;
  settings: RegisterSettingsResponse;
  layout: RegisterLayout;
  setup: AuthSetup;
  affiliate: { urlCode: string; status: AffiliateStatus };
  initialDialCode: string;
  onRegistered(answer: LoginResponse, password: string): void;
}

/** Spec 2 Register and spec 5: one tab's form, validated by the rule set and configuration. */
export function useRegisterForm({
  method,
  settings,
  layout,
  setup,
  affiliate,
  initialDialCode,
  onRegistered,
}: Options) {
  const { t } = useTranslation(['auth', 'errors']);
  const { rules } = setup;
  const [dialCode, setDialCode] = useState(initialDialCode);
  // Issue 8 item 18: consent is the player's own act, so the box starts unticked.
  const [agreed, setAgreedState] = useState(false);
  const [agreeRefused, setAgreeRefused] = useState(false);
  const setAgreed = (value: boolean) => {
    setAgreedState(value);
    if (value) setAgreeRefused(false);
  };
  // The failure itself is kept, so its words follow a language change.
  const [alert, setAlert] = useState<unknown>(null);
  const [affiliateShown, setAffiliateShown] = useState(false);
  const captcha = useCaptcha('register', layout.captcha);
  const sms = useSmsCode('register');
  const register = useRegister();

  const checkMobile = mobileField(rules, 'mobileNum', layout.mobileRequired);
  const validators: Partial<Record<RegisterFieldName, FieldValidator<RegisterFieldName>>> = {
    username: ruleField(rules, 'username', { trim: true }),
    password: ruleField(rules, 'password'),
    confirmPassword: (value, values) => confirmField(() => values.password)(value),
    mobileNum: checkMobile,
    // An optional number left empty needs no code; a typed one does.
    verificationCode: (value, values) =>
      !layout.mobileRequired && values.mobileNum === '' && value === '' ? null : smsCodeField(rules)(value),
    affiliateCode: ruleField(rules, 'affiliateCode', { required: layout.affiliateRequired, trim: true }),
    captcha: captchaField,
    birthDate: birthDateField(settings.minimumAge),
  };
  for (const name of EXTRA_FIELDS) {
    validators[name] = ruleField(rules, name, { required: layout.required(name), trim: name !== 'paymentPassword' });
  }
  const payloadOf = (values: Record<RegisterFieldName, string>) =>
    registerPayload({ method, layout, values, dialCode, captchaId: captcha.captcha?.captchaId ?? '', agreed });
  const form = useForm<RegisterFieldName>(
    { ...blankRegisterValues(), affiliateCode: affiliate.urlCode },
    { validators, request: { schema: registerFormRequest, toRequest: payloadOf } },
  );

  /** Spec 4: shown when the URL's code is invalid (or the merchant requires one), and after a refusal. */
  const showAffiliate = affiliateShown || affiliate.status === 'invalid' || layout.affiliateRequired;

  const newCaptcha = () => {
    form.clearValue('captcha');
    captcha.reload();
  };

  const sendCode = async () => {
    const problem =
      checkMobile(form.values.mobileNum) ?? (form.values.mobileNum ? null : errorsMessage('field.required'));
    if (problem) return form.setError('mobileNum', problem);
    try {
      await sms.send(form.values.mobileNum, dialCode);
      form.focus('verificationCode');
    } catch (error) {
      const field = isApiError(error) ? FIELD_OF_ERROR[error.code] : undefined;
      if (field === 'mobileNum' && isApiError(error)) return form.setError('mobileNum', errorsMessage(error.code));
      if (isApiError(error, 'validation.failed') && form.applyServerErrors(serverFieldErrors(error))) return;
      setAlert(error);
    }
  };

  /** Spec 4: the affiliate code is checked again before submitting. */
  const affiliateOk = async (code: string): Promise<boolean> => {
    if (!code) return true;
    let valid = false;
    try {
      valid = (await checkAffiliate(code, window.location.hostname)).success;
    } catch {
      valid = false;
    }
    if (valid) return true;
    setAffiliateShown(true);
    toast.error(t('invitation_code_error'), INVITATION_ERROR_MS);
    // The field may only now appear: focus it once it is on screen.
    setTimeout(() => form.setError('affiliateCode', { key: 'invitation_code_error', ns: 'auth' }), 0);
    return false;
  };

  const showFailure = (error: unknown) => {
    if (layout.captcha) newCaptcha();
    const field = isApiError(error) ? FIELD_OF_ERROR[error.code] : undefined;
    if (field === 'affiliateCode') setAffiliateShown(true);
    if (field && isApiError(error)) {
      const message =
        field === 'affiliateCode'
          ? { key: 'invitation_code_error', ns: 'auth' as const }
          : errorsMessage(error.code, error.code === 'rg.age.below' ? { age: settings.minimumAge } : undefined);
      setTimeout(() => form.setError(field, message), 0);
      return;
    }
    if (isApiError(error, 'validation.failed') && form.applyServerErrors(serverFieldErrors(error))) return;
    if (isApiError(error, 'rg.consent.required')) setAgreeRefused(true);
    setAlert(error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (register.isPending) return;
    const valid = await form.validate();
    if (!agreed) setAgreeRefused(true);
    if (!valid || !agreed) return;
    if (!(await affiliateOk(form.values.affiliateCode.trim()))) return;
    try {
      const answer = await register.mutateAsync(payloadOf(form.values));
      onRegistered(answer, layout.password ? form.values.password : '');
    } catch (error) {
      showFailure(error);
    }
  };

  return {
    form,
    dialCode,
    setDialCode,
    agreed,
    setAgreed,
    /** Submitted without ticking the consent box: the box says why. */
    agreeRefused,
    alert: alert ? errorText(alert, t) : null,
    showAffiliate,
    captcha,
    newCaptcha,
    sms,
    sendCode,
    submit,
    submitting: register.isPending,
  };
}
