import type { RegisterField, RegisterSettings, RuleName, SiteFlags, ValidationRules } from '@playdeck/contracts';

/**
 * The default rule set (spec 5 names the rules; bounds and messages are ours): no composition
 * rules for passwords, 8 to 64 characters; message keys are in the shared error catalogue, and
 * each one's text states its rule (issue 8 item 20), filled by ruleMessageParams.
 */
export const defaultRules: ValidationRules = {
  loginUsername: { min: 4, max: 64, message: 'rule.account' },
  loginPassword: { min: 6, max: 64, message: 'rule.password' },
  loginMobileNum: { min: 6, max: 20, pattern: '^\\d+$', message: 'rule.mobile_digits' },
  verificationCode: { min: 4, max: 10, pattern: '^\\d+$', message: 'rule.code_digits' },
  username: { min: 4, max: 16, pattern: '^[A-Za-z][A-Za-z0-9_]*$', message: 'rule.username' },
  password: { min: 8, max: 64, message: 'rule.password' },
  mobileNum: { min: 6, max: 15, pattern: '^\\d+$', message: 'rule.mobile_digits' },
  paymentPassword: { min: 6, max: 6, pattern: '^\\d{6}$', message: 'rule.digits' },
  idNumber: { min: 4, max: 30, pattern: '^[A-Za-z0-9-]+$', message: 'rule.id' },
  qqNum: { min: 5, max: 12, pattern: '^\\d+$', message: 'rule.digits' },
  facebook: { min: 2, max: 100, message: 'rule.text' },
  wechat: { min: 2, max: 100, message: 'rule.text' },
  line: { min: 2, max: 100, message: 'rule.text' },
  whatsapp: { min: 6, max: 20, pattern: '^\\+?\\d+$', message: 'rule.phone' },
  zalo: { min: 6, max: 20, pattern: '^\\+?\\d+$', message: 'rule.phone' },
  // Spec 5: a simple pattern, under 255 characters.
  email: { min: 5, max: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'rule.email' },
  nickname: { min: 2, max: 20, message: 'rule.name' },
  payeeName: { min: 2, max: 100, pattern: "^[\\p{L}][\\p{L} .'-]*$", message: 'rule.payee' },
  recommenderId: { min: 4, max: 16, pattern: '^[A-Za-z0-9_]+$', message: 'rule.handle' },
  affiliateCode: { min: 4, max: 32, pattern: '^[A-Za-z0-9]+$', message: 'rule.invitation' },
};

/** Which register fields show, and which are required, before a merchant changes anything. */
export const defaultFields: Record<RegisterField, { enabled: boolean; required: boolean }> = {
  username: { enabled: true, required: true },
  password: { enabled: true, required: true },
  confirmPassword: { enabled: true, required: true },
  // The username form asks for a number only under REGMOBVERF3 (then verified by SMS);
  // an operator who enables it as optional gets the SMS check too (a number is a credential).
  mobileNum: { enabled: false, required: false },
  verificationCode: { enabled: false, required: false },
  paymentPassword: { enabled: false, required: false },
  recommenderId: { enabled: false, required: false },
  nickname: { enabled: true, required: false },
  payeeName: { enabled: true, required: false },
  email: { enabled: true, required: false },
  idNumber: { enabled: false, required: false },
  qqNum: { enabled: false, required: false },
  facebook: { enabled: false, required: false },
  wechat: { enabled: false, required: false },
  line: { enabled: false, required: false },
  whatsapp: { enabled: false, required: false },
  zalo: { enabled: false, required: false },
  affiliateCode: { enabled: true, required: false },
};

export const defaultRegisterSettings: RegisterSettings = {
  fields: {},
  rules: {},
  captcha: true,
  defaultCountry: 'PH',
  countries: [],
  minimumAge: 18,
};

export interface EffectiveRegisterConfig {
  rules: ValidationRules;
  fields: Record<RegisterField, { enabled: boolean; required: boolean }>;
  methods: { username: boolean; mobile: boolean };
  smsForUsername: boolean;
  passwordForMobile: boolean;
  captcha: boolean;
  defaultCountry: string;
  countries: string[];
  minimumAge: number;
}

/** The merchant's register set-up over the defaults, with the spec 9 flags applied. */
export function effectiveRegisterConfig(settings: RegisterSettings, flags: SiteFlags): EffectiveRegisterConfig {
  const rules = { ...defaultRules, ...settings.rules } as ValidationRules;
  const fields = { ...defaultFields, ...settings.fields } as EffectiveRegisterConfig['fields'];
  return {
    rules,
    fields,
    methods: { username: flags.USERNAMEREG3, mobile: flags.MOBILENUMREG3 },
    smsForUsername: flags.REGMOBVERF3,
    passwordForMobile: flags.MOBILENUMPASSREG3,
    captcha: settings.captcha,
    defaultCountry: settings.defaultCountry,
    countries: settings.countries,
    minimumAge: settings.minimumAge,
  };
}

export function ruleOf(rules: ValidationRules, name: RuleName) {
  return rules[name];
}
