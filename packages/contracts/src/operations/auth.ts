import { z } from 'zod';
import {
  affiliateCheckQuery,
  affiliateCheckResponse,
  captchaResponse,
  changePasswordRequest,
  countriesResponse,
  encryptedBody,
  forgotPasswordEmailRequest,
  loginRequest,
  loginResponse,
  publicKeyResponse,
  registerRequest,
  registerSettingsResponse,
  resetPasswordByEmailRequest,
  sendCodeResponse,
  sendSmsRequest,
  setPasswordByPhoneRequest,
  validationRules,
} from '../auth';
import { defineOperations } from '../operation';
import { socialOperations } from './social';

const tags = ['account'];
const none = z.object({});
/** The timestamp is added when the body is sealed (contracts encryption.ts), so callers leave it out. */
const [byUsername, bySms] = loginRequest.options;
const loginSealed = z.discriminatedUnion('type', [
  byUsername.omit({ timestamp: true }),
  bySms.omit({ timestamp: true }),
]);

const SEALED = 'Header Encryption: <keyId>.<RSA-OAEP-256 wrapped AES-256-GCM key, base64url>; body { value }. ';
const SEAL_ERRORS = ['encryption.required', 'encryption.invalid'] as const;

/** Logging in and out, registering, passwords, captcha and codes (spec 2 Login and Register, spec 7 Account calls). */
export const authOperations = defineOperations({
  getPublicKey: {
    method: 'GET',
    path: '/wps/session/publicKey',
    tags: ['auth'],
    summary: 'The RSA-OAEP-256 public key that wraps the AES key of encrypted login and register bodies',
    session: 'none',
    response: publicKeyResponse,
    errors: [],
  },
  getCaptcha: {
    method: 'GET',
    path: '/wps/system/captcha',
    tags,
    summary: 'A new single-use captcha (module CAPTCHA3): image is a base64 PNG',
    session: 'none',
    response: captchaResponse,
    errors: [],
  },
  login: {
    method: 'POST',
    path: '/wps/session/login',
    tags,
    summary:
      'Log in by username and password or by mobile number and SMS code (encrypted body). ' +
      SEALED +
      'After three failures on an account (or many from one network) the error data carries captcha: true ' +
      'and a captcha becomes required; many attempts from one network answer 429 with Retry-After.',
    session: 'none',
    encoding: 'sealed',
    body: encryptedBody,
    sealed: loginSealed,
    response: loginResponse,
    errors: [
      ...SEAL_ERRORS,
      'login.failed',
      'captcha.required',
      'captcha.invalid',
      'member.disabled',
      'member.not.exist',
      'mobile.invalid',
      'permission.denied',
      'verification.invalid',
      'rg.excluded',
      'rg.excluded.permanent',
    ],
  },
  logout: {
    method: 'DELETE',
    path: '/wps/session/logout',
    tags,
    summary: 'End this session',
    session: 'member',
    response: none,
    errors: [],
  },
  createTrial: {
    method: 'GET',
    path: '/wps/session/trial',
    tags,
    summary: 'Create a free-trial account (customer type 4) and log it in',
    session: 'none',
    response: loginResponse,
    errors: [],
  },
  sendSmsCode: {
    method: 'POST',
    path: '/wps/verification/sms',
    tags,
    summary:
      'Send an SMS code (module VERIFICATION3) for register, login, reset or bind. ' +
      'The answer is the same whether or not an account uses the number (login, reset). ' +
      'A resend cooldown and hourly caps per number, IP and merchant apply (429 with Retry-After).',
    session: 'none',
    body: sendSmsRequest,
    response: sendCodeResponse,
    errors: ['permission.denied', 'mobile.exists'],
  },
  register: {
    method: 'PUT',
    path: '/wps/member/register',
    tags,
    summary: `Register by username or mobile number (encrypted body); logs the new player in. ${SEALED}`,
    session: 'none',
    encoding: 'sealed',
    body: encryptedBody,
    sealed: registerRequest.omit({ timestamp: true }),
    response: loginResponse,
    errors: [
      ...SEAL_ERRORS,
      'register.method.disabled',
      'affiliate.invalid',
      'referrer.invalid',
      'member.exists',
      'mobile.exists',
      'captcha.required',
      'captcha.invalid',
      'verification.invalid',
      'member.disabled',
      'rg.age.below',
      'rg.consent.required',
      'rg.identity.excluded',
    ],
  },
  getRegisterSettings: {
    method: 'GET',
    path: '/wps/member/registerSettings',
    tags,
    summary: 'What the register screen shows (spec 2 Register)',
    session: 'none',
    response: registerSettingsResponse,
    errors: [],
  },
  getValidationRules: {
    method: 'GET',
    path: '/wps/system/validationRules',
    tags,
    summary: 'The rule set by rule name (spec 5)',
    session: 'none',
    response: validationRules,
    errors: [],
  },
  getCountries: {
    method: 'GET',
    path: '/wps/system/countries',
    tags,
    summary: 'Countries and dialling codes for the pickers',
    session: 'none',
    response: countriesResponse,
    errors: [],
  },
  checkAffiliate: {
    method: 'GET',
    path: '/wps/member/affiliate/check',
    tags,
    summary: 'Whether an invitation (affiliate) code is valid',
    session: 'none',
    query: affiliateCheckQuery,
    response: affiliateCheckResponse,
    errors: [],
  },
  changePassword: {
    method: 'POST',
    path: '/wps/member/password/change',
    tags,
    summary: 'Change password (old, new, confirm); ends the member’s other sessions',
    session: 'real',
    body: changePasswordRequest,
    response: none,
    errors: ['password.old.incorrect', 'modify.new.old.same'],
  },
  forgotPassword: {
    method: 'POST',
    path: '/wps/member/password/forgot',
    tags,
    summary:
      'Forgot password by e-mail (form-encoded username, email): a reset link is e-mailed. ' +
      'The answer is the same whether or not the username and e-mail match an account.',
    session: 'none',
    encoding: 'form',
    body: forgotPasswordEmailRequest,
    response: none,
    errors: ['site.url.unconfigured'],
  },
  resetPassword: {
    method: 'POST',
    path: '/wps/member/password/reset',
    tags,
    summary: 'Set a new password with the e-mailed reset link; ends every session',
    session: 'none',
    body: resetPasswordByEmailRequest,
    response: none,
    errors: ['reset.link.invalid'],
  },
  setPasswordByPhone: {
    method: 'POST',
    path: '/wps/member/password/phone',
    tags,
    summary: 'Set a new password by mobile number and SMS code, then log in (spec 2)',
    session: 'none',
    body: setPasswordByPhoneRequest,
    response: loginResponse,
    errors: [
      'verification.invalid',
      'member.not.exist',
      'modify.new.old.same',
      'member.disabled',
      'rg.excluded',
      'rg.excluded.permanent',
    ],
  },
  ...socialOperations,
});
