import type { RegisterPayload } from '../api/register';
import type { RegisterLayout, RegisterMethod } from './register-fields';
import { registerMethod } from './register-method';

/** The form's own fields (the rest of the payload is derived; the consent box is not a text field). */
export type RegisterFieldName = keyof Omit<
  RegisterPayload,
  'registerType' | 'countryDialingCode' | 'registerUrl' | 'registerMethod' | 'type' | 'domain' | 'captchaId' | 'agreed'
>;

export const blankRegisterValues = (): Record<RegisterFieldName, string> => ({
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  paymentPassword: '',
  recommenderId: '',
  nickname: '',
  payeeName: '',
  email: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  affiliateCode: '',
  captcha: '',
  birthDate: '',
});

/** Server refusals that belong to one field. */
export const FIELD_OF_ERROR: Record<string, RegisterFieldName> = {
  'member.exists': 'username',
  'mobile.exists': 'mobileNum',
  'mobile.invalid': 'mobileNum',
  'verification.invalid': 'verificationCode',
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
  'affiliate.invalid': 'affiliateCode',
  'referrer.invalid': 'recommenderId',
  'email.invalid': 'email',
  'rg.age.below': 'birthDate',
};

interface PayloadInput {
  method: RegisterMethod;
  layout: RegisterLayout;
  values: Record<RegisterFieldName, string>;
  dialCode: string;
  captchaId: string;
  /** The consent box as the player left it (issue 15: never ticked for them). */
  agreed: boolean;
}

/**
 * Spec 3 registration payload: every field as a string, blanks for what this tab does not show,
 * type 0, the register method, and the current host as registerUrl and domain. Issue 15: `agreed`
 * only when the player ticked the box, and the date of birth where the merchant asks for it.
 */
export function registerPayload({
  method,
  layout,
  values,
  dialCode,
  captchaId,
  agreed,
}: PayloadInput): RegisterPayload {
  const keep = (shown: boolean, value: string) => (shown ? value : '');
  const host = window.location.hostname;
  const payload: RegisterPayload = {
    registerType: method,
    countryDialingCode: layout.mobile && values.mobileNum ? dialCode : '',
    registerUrl: host,
    registerMethod: registerMethod(),
    username: keep(layout.username, values.username.trim()),
    password: keep(layout.password, values.password),
    confirmPassword: keep(layout.password, values.confirmPassword),
    affiliateCode: values.affiliateCode.trim(),
    mobileNum: keep(layout.mobile, values.mobileNum),
    verificationCode: keep(layout.code, values.verificationCode),
    captcha: keep(layout.captcha, values.captcha),
    captchaId: keep(layout.captcha, captchaId),
    type: 0,
    domain: host,
    paymentPassword: '',
    recommenderId: '',
    nickname: '',
    payeeName: '',
    email: '',
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    birthDate: keep(layout.birthDate, values.birthDate),
    ...(agreed ? { agreed: true } : {}),
  };
  for (const name of layout.extras) payload[name] = name === 'paymentPassword' ? values[name] : values[name].trim();
  return payload;
}
