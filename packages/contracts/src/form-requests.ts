import { z } from 'zod/mini';

/**
 * The request schemas a web form runs before it submits (conventions 10: the form's resolver
 * runs the operation's own schema). They are written with zod/mini, whose checks tree-shake: the
 * web's form chunks carry only these, not all of zod (issue 9 item 7 measured the difference).
 * The server validates with the same objects (fastify-type-provider-zod takes any zod 4 schema)
 * and the feature files re-export them. A message is a key of the web's catalogues
 * (`namespace:key`); a check without one is named by its kind in the errors catalogue
 * (field-issue.ts).
 */

/**
 * Money on the wire is an integer in minor units (architecture, Money): positive, whole, and
 * below 10^15 so a JavaScript number holds it exactly. Fractions of the minor unit, zero,
 * negatives, NaN and strings are refused at the edge.
 */
export const amountMinor = z.number().check(z.int(), z.positive(), z.maximum(1e15));

/**
 * A player's request that moves money carries an id the app makes once per submit: a retry
 * (a double tap, a timeout on a slow network) sends the same id and changes nothing more.
 */
export const requestId = z.uuid();

const trimmedMax = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const paymentPassword = z.string().check(z.minLength(1), z.maxLength(64));

export const createDepositRequest = z.object({
  requestId,
  channelId: z.string().check(z.maxLength(40)),
  amount: amountMinor,
  /** Bank transfer: the name on the paying account and the transfer reference. */
  payerName: z.optional(trimmedMax(100)),
  reference: z.optional(trimmedMax(100)),
});

export const withdrawRequest = z.object({
  requestId,
  amount: amountMinor,
  cardId: z.number().check(z.int(), z.positive()),
  paymentPassword,
  /**
   * The locked bonus (minor units) the player agreed to forfeit by withdrawing now (never their
   * own money); more locked than this is refused, so nobody loses more than they were shown.
   */
  forfeitBonus: z.optional(z.number().check(z.int(), z.nonnegative())),
});

/** Superior transfer (spec 2: /m/upLine/transfer): money sent up to the player's upline. */
export const transferUplineRequest = z.object({ requestId, amount: amountMinor, paymentPassword });

export const addBankCardRequest = z.object({
  bankCode: z.string().check(z.maxLength(20)),
  /** Set once, with the first card, when the member has none yet (spec: payee name of the member). */
  payeeName: z.optional(trimmedMax(100)),
  accountNumber: z.string().check(z.regex(/^[0-9 -]{6,34}$/, 'wallet:account_number_invalid')),
  paymentPassword,
});

/* Accounts and the security centre: the same rules the server checks, re-exported by auth.ts and security-centre.ts. */

const password = z.string().check(z.minLength(1), z.maxLength(64));
const digits = (max: number) => z.string().check(z.regex(/^\d*$/, 'auth:digits_only'), z.maxLength(max));
/** A dialling code without its plus sign. */
export const dialCode = z.string().check(z.regex(/^\d{1,4}$/, 'auth:dial_code_invalid'));
const mobileNum = digits(20).check(z.minLength(4));

/** What a code is for: a code sent for one purpose never works for another. */
export const codePurposes = ['register', 'login', 'reset', 'bind'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/**
 * Login's two methods as the form sends them (spec 7). The server's loginRequest (auth.ts) adds
 * the timestamp the api client puts in when it seals the body.
 */
export const loginFields = {
  username: {
    type: z.literal('username'),
    username: trimmedMax(64).check(z.minLength(1)),
    password,
    captcha: z.optional(trimmedMax(16)),
    captchaId: z.optional(z.string().check(z.maxLength(64))),
  },
  sms: {
    type: z.literal('sms'),
    mobileNum,
    countryDialingCode: dialCode,
    messageCode: digits(10).check(z.minLength(4)),
  },
};

export const loginFormRequest = z.discriminatedUnion('type', [
  z.object(loginFields.username),
  z.object(loginFields.sms),
]);

/** Spec 3: the registration payload (blank optional fields are empty strings), less the sealing timestamp. */
export const registerFields = {
  registerType: z.enum(['username', 'mobile']),
  countryDialingCode: z.union([dialCode, z.literal('')]),
  registerUrl: trimmedMax(255),
  registerMethod: z.enum(['APP', 'H5', 'WEBCLIP', 'PWA']),
  username: trimmedMax(64),
  password: z.string().check(z.maxLength(64)),
  confirmPassword: z.string().check(z.maxLength(64)),
  affiliateCode: trimmedMax(32),
  paymentPassword: z.string().check(z.maxLength(64)),
  recommenderId: trimmedMax(64),
  nickname: trimmedMax(64),
  payeeName: trimmedMax(100),
  email: trimmedMax(254),
  mobileNum: digits(20),
  idNumber: trimmedMax(64),
  qqNum: trimmedMax(64),
  facebook: trimmedMax(100),
  wechat: trimmedMax(100),
  line: trimmedMax(100),
  whatsapp: trimmedMax(100),
  zalo: trimmedMax(100),
  captcha: trimmedMax(16),
  captchaId: z.string().check(z.maxLength(64)),
  type: z.literal(0),
  domain: trimmedMax(255),
  verificationCode: digits(10),
  /** The consent box, ticked by the player (never pre-ticked): registering needs it (issue 15). */
  agreed: z.optional(z.boolean()),
  /** Date of birth (YYYY-MM-DD), where the merchant asks for it: under its minimum age is refused. */
  birthDate: z.optional(z.union([z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), z.literal('')])),
};

export const registerFormRequest = z.object(registerFields);

export const sendSmsRequest = z.object({ purpose: z.enum(codePurposes), mobileNum, countryDialingCode: dialCode });

export const forgotPasswordEmailRequest = z.object({
  username: trimmedMax(64).check(z.minLength(1)),
  email: trimmedMax(254).check(z.minLength(3)),
});

export const resetPasswordByEmailRequest = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(200)),
  newPassword: password,
});

/** Spec 2: the set-password-by-phone screen (then the player is logged in). */
export const setPasswordByPhoneRequest = z.object({
  mobileNum,
  countryDialingCode: dialCode,
  verificationCode: digits(10).check(z.minLength(4)),
  newPassword: password,
});

export const changePasswordRequest = z.object({
  oldPassword: z.string().check(z.maxLength(64)),
  newPassword: password,
  confirmNewPassword: z.string().check(z.maxLength(64)),
});

export const removeBankCardRequest = z.object({ paymentPassword: password });

export const setPaymentPasswordRequest = z.object({
  /** The login password (first time) or the current payment password (a change). */
  currentPassword: password,
  newPaymentPassword: password,
  confirmPaymentPassword: password,
});

const verificationCode = z.string().check(z.regex(/^\d{4,10}$/));
const email = trimmedMax(254);

export const bindMobileRequest = z.object({
  password,
  mobileNum: z.string().check(z.regex(/^\d{4,20}$/)),
  countryDialingCode: z.string().check(z.regex(/^\d{1,4}$/)),
  verificationCode,
});

export const sendEmailCodeRequest = z.object({ email });

export const bindEmailRequest = z.object({ password, email, verificationCode });

/**
 * Agents (issue 13): an agent opens an account in its own team (/m/agentRegister); username and
 * password follow the merchant's register rules on the server. customerType 0 a player, 1 an agent.
 */
export const agentRegisterRequest = z.object({
  username: trimmedMax(64).check(z.minLength(1)),
  password: z.string().check(z.minLength(1), z.maxLength(64)),
  confirmPassword: z.string().check(z.maxLength(64)),
  customerType: z.union([z.literal(0), z.literal(1)]),
});

/** An agent sends money to one of its direct downline, with its payment password. */
export const transferDownlineRequest = z.object({ requestId, amount: amountMinor, paymentPassword });

/**
 * An agent's rebate rates for one downline, per game category, in basis points of valid bets
 * (100 = 1%, at most 10%): never above the agent's own (checked on the server).
 */
export const rebateRatesRequest = z.object({
  rates: z.record(z.string().check(z.regex(/^[A-Z]{2,12}$/)), z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
});
