import type { RegisterSettingsResponse } from '@playdeck/contracts';
import { EXTRA_FIELDS, type ExtraField, type RegisterField } from '@playdeck/contracts/auth-constants';
import type { FieldIconName } from '../../../components/ui/field-icon';

export type RegisterMethod = 'username' | 'mobile';

export const EXTRA_FIELD_ICONS: Record<ExtraField, FieldIconName> = {
  paymentPassword: 'key',
  recommenderId: 'user',
  nickname: 'sparkle',
  payeeName: 'card',
  email: 'mail',
  idNumber: 'card',
  qqNum: 'chat',
  facebook: 'chat',
  wechat: 'chat',
  line: 'chat',
  whatsapp: 'chat',
  zalo: 'chat',
};

type FieldConfig = RegisterSettingsResponse['fields'][string];

const configOf = (settings: RegisterSettingsResponse, name: RegisterField): FieldConfig =>
  settings.fields[name] ?? { enabled: false, required: false };

/**
 * Which fields a tab shows. Username: every enabled field, with a verified mobile under
 * REGMOBVERF3 (or when the operator enables the number; any number typed is verified). Mobile: number and code, the password under MOBILENUMPASSREG3, and only those
 * profile fields the merchant requires (the quick way in stays quick).
 */
export function registerLayout(settings: RegisterSettingsResponse, method: RegisterMethod) {
  const byUsername = method === 'username';
  const mobileConfig = configOf(settings, 'mobileNum');
  const showMobile = !byUsername || settings.smsForUsername || mobileConfig.enabled;
  const mobileRequired = !byUsername || settings.smsForUsername || mobileConfig.required;
  const extras = EXTRA_FIELDS.filter((name) => {
    const config = configOf(settings, name);
    return config.enabled && (byUsername || config.required);
  });
  return {
    username: byUsername,
    password: byUsername || settings.passwordForMobile,
    mobile: showMobile,
    mobileRequired,
    /** A number is a credential: the server stores one only verified by an SMS code. */
    code: showMobile,
    extras,
    required: (name: RegisterField) => configOf(settings, name).required,
    affiliateRequired: configOf(settings, 'affiliateCode').enabled && configOf(settings, 'affiliateCode').required,
    captcha: settings.captcha,
    /** Issue 15: the merchant asks for the date of birth (both tabs) and refuses the under-age. */
    birthDate: settings.birthDateRequired,
  };
}

export type RegisterLayout = ReturnType<typeof registerLayout>;
