import type { ValidationRules } from '@playdeck/contracts';
import { describe, expect, it } from 'vitest';
import enErrors from '../../../../../../packages/contracts/locales/en/errors.json';
import tyErrors from '../../../../../../packages/contracts/locales/ty/errors.json';
import { Translator } from '../../../lib/translator';
import { checkRule } from './check-rule';
import type { FieldMessage } from './field-message';
import { mobileField } from './mobile';
import { captchaField, confirmField, emailField, ruleField, smsCodeField } from './validators';

/** The message key of a check's result (null when it passed). */
const keyOf = (message: FieldMessage | null) => (message && 'key' in message ? message.key : null);

const rules = {
  username: { min: 4, max: 16, pattern: '^[A-Za-z][A-Za-z0-9_]*$', message: 'rule.username' },
  loginUsername: { min: 4, max: 64, message: 'rule.account' },
  password: { min: 8, max: 64, message: 'rule.password' },
  payeeName: { min: 2, max: 100, pattern: "^[\\p{L}][\\p{L} .'-]*$", message: 'rule.payee' },
  verificationCode: { min: 4, max: 10, pattern: '^\\d+$', message: 'rule.code_digits' },
  mobileNum: { min: 6, max: 15, pattern: '^\\d+$', message: 'rule.mobile_digits' },
  paymentPassword: { min: 6, max: 6, pattern: '^\\d{6}$', message: 'rule.digits' },
} as unknown as ValidationRules;

describe('spec 5 rule checks', () => {
  it('passes an empty optional field and refuses an empty required one', () => {
    expect(checkRule(rules, 'username', '', false)).toBeNull();
    expect(checkRule(rules, 'username', '', true)).toEqual({ key: 'field.required', ns: 'errors' });
  });

  it('checks length and pattern with the rule’s own message and bounds', () => {
    expect(checkRule(rules, 'username', 'abc', true)).toEqual({
      key: 'rule.username',
      ns: 'errors',
      params: { min: 4, max: 16, size: '4–16' },
    });
    expect(keyOf(checkRule(rules, 'username', '1abc', true))).toBe('rule.username');
    expect(checkRule(rules, 'username', 'alice_1', true)).toBeNull();
  });

  it('counts characters as the server does and compiles patterns with the u flag', () => {
    expect(checkRule(rules, 'payeeName', 'Łukasz Żółw', true)).toBeNull();
    expect(keyOf(checkRule(rules, 'payeeName', '😀', true))).toBe('rule.payee');
  });

  it('trims text fields but never passwords', () => {
    expect(ruleField(rules, 'loginUsername', { trim: true })('  alice  ')).toBeNull();
    expect(ruleField(rules, 'password')(' 1234567')).toBeNull();
    expect(keyOf(ruleField(rules, 'password')('1234567'))).toBe('rule.password');
  });
});

describe('spec 5 field messages', () => {
  it('captcha: required (in_vwrite_code), numeric, at most 6', () => {
    expect(captchaField('')).toEqual({ key: 'in_vwrite_code', ns: 'auth' });
    expect(keyOf(captchaField('12a4'))).toBe('captcha.invalid');
    expect(keyOf(captchaField('1234567'))).toBe('captcha.invalid');
    expect(captchaField('0425')).toBeNull();
  });

  it('SMS code: numeric, at most 10, by the verificationCode rule', () => {
    expect(keyOf(smsCodeField(rules)('12345678901'))).toBe('rule.code_digits');
    expect(keyOf(smsCodeField(rules)('12'))).toBe('rule.code_digits');
    expect(smsCodeField(rules)('123456')).toBeNull();
  });

  it('e-mail: required and a simple pattern under 255 characters (in_email_incorrect)', () => {
    expect(keyOf(emailField(''))).toBe('in_email_incorrect');
    expect(keyOf(emailField('a@b'))).toBe('in_email_incorrect');
    expect(keyOf(emailField(`${'a'.repeat(250)}@b.co`))).toBe('in_email_incorrect');
    expect(emailField(' demo@playdeck.example ')).toBeNull();
  });

  it('confirmation: required (in_incorrect_password) and equal (in_confirmation_correct)', () => {
    const confirm = confirmField(() => 'secret-123');
    expect(keyOf(confirm(''))).toBe('in_incorrect_password');
    expect(keyOf(confirm('secret-12'))).toBe('in_confirmation_correct');
    expect(confirm('secret-123')).toBeNull();
  });

  it('mobile number: digits, at most 20, by its rule', () => {
    const mobile = mobileField(rules, 'mobileNum');
    expect(mobile('9171234567')).toBeNull();
    expect(keyOf(mobile('917-123'))).toBe('rule.mobile_digits');
    expect(keyOf(mobile('1'.repeat(21)))).toBe('rule.mobile_digits');
  });
});

describe('issue 8 item 20: a rule message states the rule, in both languages', () => {
  const i18n = new Translator('en', { en: { errors: enErrors }, ty: { errors: tyErrors } }, async () => ({}));
  const words = (message: FieldMessage | null, lng: 'en' | 'ty') =>
    message && 'key' in message ? i18n.t(`${message.ns}:${message.key}`, { ...message.params, lng }) : null;

  it('says the length and the characters the server’s rule expects', () => {
    expect(words(checkRule(rules, 'username', 'ab', true), 'en')).toBe(
      'Use 4–16 letters, digits or _, starting with a letter.',
    );
    expect(words(checkRule(rules, 'username', 'ab', true), 'ty')).toBe(
      'Gumamit ng 4–16 na titik, numero o _, na nagsisimula sa titik.',
    );
    expect(words(checkRule(rules, 'password', 'short', true), 'en')).toBe('Use 8–64 characters.');
    expect(words(checkRule(rules, 'password', 'short', true), 'ty')).toBe('Gumamit ng 8–64 na karakter.');
    expect(words(checkRule(rules, 'paymentPassword', '12a', true), 'en')).toBe('Use 6 digits.');
    expect(words(mobileField(rules, 'mobileNum')('91'), 'ty')).toBe(
      'Maglagay ng numero ng mobile na may 6–15 na numero.',
    );
  });

  it('follows the rule set the server sends, not fixed numbers', () => {
    const strict = { ...rules, password: { min: 12, max: 20, message: 'rule.password' } } as ValidationRules;
    expect(words(checkRule(strict, 'password', 'short', true), 'en')).toBe('Use 12–20 characters.');
  });

  it('every rule message of the catalogues names what is expected and is translated', () => {
    for (const [key, text] of Object.entries(enErrors)) {
      if (!key.startsWith('rule.')) continue;
      const ty = (tyErrors as Record<string, string>)[key];
      expect(ty, key).toBeTruthy();
      expect(ty, key).not.toBe(text);
      expect(text, key).not.toMatch(/format is incorrect|not valid\.$/);
      // The same placeholders in both languages, so neither shows a raw {{size}}.
      expect(ty?.match(/\{\{\w+\}\}/g), key).toEqual(text.match(/\{\{\w+\}\}/g));
    }
  });
});
