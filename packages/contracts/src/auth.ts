import { z } from 'zod';
import { HEAD_ICON_COUNT, type RuleName, registerFieldNames, ruleNames } from './auth-constants';
import { loginFields, registerFields } from './form-requests';

export * from './auth-constants';

/**
 * One rule: a length range and an optional pattern; `message` is a key of the errors catalogue
 * whose text states the rule with `{{size}}` (see rule-message.ts), e.g. rule.username:
 * "Use 4–16 letters, digits or _ …". A pattern change needs the message key that describes it.
 */
export const validationRule = z.object({
  min: z.number().int().min(0).max(500),
  max: z.number().int().min(1).max(500),
  pattern: z.string().max(300).optional(),
  message: z.string().regex(/^[a-z_.]{1,60}$/),
});

export type ValidationRule = z.infer<typeof validationRule>;

export const validationRules = z.record(z.enum(ruleNames), validationRule);

export type ValidationRules = Record<RuleName, ValidationRule>;

export const registerFieldConfig = z.object({ enabled: z.boolean(), required: z.boolean() });

/** A merchant's registration set-up, stored as the `register` settings key. */
export const registerSettings = z.object({
  fields: z.partialRecord(z.enum(registerFieldNames), registerFieldConfig),
  /** Rules override the defaults per rule name. */
  rules: z.partialRecord(z.enum(ruleNames), validationRule),
  captcha: z.boolean(),
  /** ISO country whose dialling code the pickers start on. */
  defaultCountry: z.string().regex(/^[A-Z]{2}$/),
  /** Countries offered by the dialling-code pickers; empty offers all. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  /** Age the player confirms by agreeing (spec 5: 18 or 21). */
  minimumAge: z.union([z.literal(18), z.literal(21)]),
});

export type RegisterSettings = z.infer<typeof registerSettings>;

/** What the register screen needs (the register settings call, spec 7). */
export const registerSettingsResponse = z.object({
  /** USERNAMEREG3 and MOBILENUMREG3: which tabs exist. */
  methods: z.object({ username: z.boolean(), mobile: z.boolean() }),
  /** REGMOBVERF3: username registration also verifies a mobile number by SMS. */
  smsForUsername: z.boolean(),
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  passwordForMobile: z.boolean(),
  fields: z.record(z.string(), registerFieldConfig),
  captcha: z.boolean(),
  defaultCountry: z.string(),
  minimumAge: z.number().int(),
  /** The merchant asks for the date of birth and refuses a player under the minimum age (issue 15). */
  birthDateRequired: z.boolean(),
});

export type RegisterSettingsResponse = z.infer<typeof registerSettingsResponse>;

export const countryEntry = z.object({ code: z.string(), dialCode: z.string() });
export const countriesResponse = z.object({ defaultCountry: z.string(), countries: z.array(countryEntry) });
export type CountriesResponse = z.infer<typeof countriesResponse>;
export type CountryEntry = z.infer<typeof countryEntry>;

/** The server's public key for the encrypted login and register bodies. */
export const publicKeyResponse = z.object({
  keyId: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  /** SPKI, base64. */
  publicKey: z.string(),
});

/** An encrypted body: AES-256-GCM ciphertext (12-byte IV first), base64; the key travels in `Encryption`. */
export const encryptedBody = z.object({ value: z.string().min(16).max(20_000) });

const timestamp = z.number().int().positive();

/** The fields' rules are the login form's own (form-requests.ts); the sealed body adds the timestamp. */
export const loginRequest = z.discriminatedUnion('type', [
  z.object({ ...loginFields.username, timestamp }),
  z.object({ ...loginFields.sms, timestamp }),
]);

export type LoginRequest = z.infer<typeof loginRequest>;

/** Spec 7: the login answer. */
export const loginResponse = z.object({
  token: z.string(),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
});

export type LoginResponse = z.infer<typeof loginResponse>;

/** Spec 3: the registration payload; its fields' rules are the register form's own (form-requests.ts). */
export const registerRequest = z.object({ ...registerFields, timestamp });

export type RegisterRequest = z.infer<typeof registerRequest>;

export const captchaResponse = z.object({ captchaId: z.string(), image: z.string() });

// The requests the web's forms run (zod/mini), declared in form-requests.ts.
export {
  type CodePurpose,
  changePasswordRequest,
  codePurposes,
  forgotPasswordEmailRequest,
  loginFormRequest,
  registerFormRequest,
  resetPasswordByEmailRequest,
  sendSmsRequest,
  setPasswordByPhoneRequest,
} from './form-requests';

/**
 * A code was sent. `resendSeconds` is the cooldown before another may be asked for: it drives the
 * client's countdown. `expiredMinutes` is how long this code stays valid (longer than the cooldown).
 */
export const sendCodeResponse = z.object({
  expiredMinutes: z.number().positive(),
  resendSeconds: z.number().int().positive(),
});

/** Spec 7 affiliate code check: the code and the domain it was found on. */
export const affiliateCheckQuery = z.object({ code: z.string().max(64), domain: z.string().max(255).optional() });
export const affiliateCheckResponse = z.object({ success: z.boolean() });

/** Spec 3: member info (id, account, nickname, regDate, type, toUpline) and what the screens show. */
export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  regDate: z.string(),
  type: z.number().int(),
  toUpline: z.string().nullable(),
  headIcon: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  inviteCode: z.string(),
  hasPaymentPassword: z.boolean(),
  vipLevel: z.number().int(),
});

export type MemberInfo = z.infer<typeof memberInfo>;

/** `renew=true` skips any cache (the member centre forces it, spec 2 Mine). */
export const memberInfoQuery = z.object({ renew: z.enum(['true', 'false']).optional() });

export const headIconRequest = z.object({ icon: z.coerce.number().int().min(1).max(HEAD_ICON_COUNT) });
export const headIconResponse = z.object({ icon: z.number().int() });
