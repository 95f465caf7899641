import type { RuleName, ValidationRules } from '@playdeck/contracts';
import { checkRule, ruleMessage } from './check-rule';
import { authMessage, errorsMessage, type FieldMessage } from './field-message';

/** Spec 9: captcha max 6 characters; SMS code max 10; mobile number max 20 (login). */
export const CAPTCHA_MAX = 6;
export const SMS_CODE_MAX = 10;
export const MOBILE_MAX = 20;
/** Spec 5: e-mail under 255 characters, matching a simple pattern. */
const EMAIL_MAX = 254;
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;

/**
 * A rule-set field (spec 5), required or not by configuration. Text fields are checked trimmed,
 * as they are sent; passwords exactly as typed.
 */
export const ruleField =
  (rules: ValidationRules, name: RuleName, options: { required?: boolean; trim?: boolean } = {}) =>
  (value: string): FieldMessage | null =>
    checkRule(rules, name, options.trim ? value.trim() : value, options.required ?? true);

/** Spec 5: captcha required (in_vwrite_code), numeric, at most 6. */
export function captchaField(value: string): FieldMessage | null {
  if (value === '') return authMessage('in_vwrite_code');
  if (!DIGITS.test(value) || value.length > CAPTCHA_MAX) return errorsMessage('captcha.invalid');
  return null;
}

/** Spec 5: an SMS code is numeric, at most 10, and follows the verificationCode rule. */
export const smsCodeField =
  (rules: ValidationRules) =>
  (value: string): FieldMessage | null => {
    if (value !== '' && (!DIGITS.test(value) || value.length > SMS_CODE_MAX)) {
      return rules.verificationCode ? ruleMessage(rules.verificationCode) : errorsMessage('rule.code');
    }
    return checkRule(rules, 'verificationCode', value, true);
  };

/** Spec 5 forgot password: e-mail required, a simple pattern, under 255 characters (in_email_incorrect). */
export function emailField(value: string): FieldMessage | null {
  const email = value.trim();
  if (email === '' || email.length > EMAIL_MAX || !SIMPLE_EMAIL.test(email)) return authMessage('in_email_incorrect');
  return null;
}

/** Spec 5 register: confirmation required (in_incorrect_password) and equal (in_confirmation_correct). */
export const confirmField =
  (password: () => string) =>
  (value: string): FieldMessage | null => {
    if (value === '') return authMessage('in_incorrect_password');
    return value === password() ? null : authMessage('in_confirmation_correct');
  };
