import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, login, registerPayload, sealedRequest, sendSmsCode, solvedCaptcha } from '../../testing/accounts';
import { adminRequest } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { passwordIssue } from './password-policy';

let t: TestApp;
let ip = 1;
const client = () => ({ 'x-forwarded-for': `10.61.0.${ip++}`, language: 'EN' });
const admin = (...args: string[]) => adminRequest(t, ...args);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await admin('member:add', 'DEMO', 'valerie', 'first-secret-phrase', '--mobile', '+639176610001');
  // Username registration without SMS.
  await t.services.settings.setFlag({ merchantId: 1, flag: 'REGMOBVERF3', on: false, actor: 'test' });
});
afterAll(() => t.close());

const register = async (username: string, password: string) =>
  sealedRequest(t, {
    method: 'PUT',
    url: '/wps/member/register',
    payload: registerPayload({ username, password, confirmPassword: password, ...(await solvedCaptcha(t)) }),
    headers: client(),
  });
const BLANK = 'A password cannot be only spaces: use letters, digits or symbols.';
const CONTEXT = 'Choose a password that does not contain your username or the name of this site.';
/** The message of the one refused field, as the player reads it. */
const refusal = (res: { json(): { errorCode: string; data?: { fields?: unknown[] } } }) => {
  expect(res.json().errorCode).toBe('validation.failed');
  const fields = res.json().data?.fields as { field: string; message: string }[];
  expect(fields).toHaveLength(1);
  return fields[0]?.message;
};

describe('the password policy', () => {
  const context = { username: 'Victor_9', siteName: 'Lucky Star', merchantCode: 'DEMO' };
  it('refuses blanks, one repeated character, context words in any case, and common passwords', () => {
    for (const [password, key] of [
      ['        ', 'password.blank'],
      ['\t \t \t \t', 'password.blank'],
      ['zzzzzzzzzz', 'password.weak'],
      ['victor_9', 'password.context'],
      ['my-VICTOR_9-pass', 'password.context'],
      ['luckystar2026', 'password.context'],
      ['lucky star forever', 'password.context'],
      ['demo-and-more', 'password.context'],
      ['password123', 'password.weak'],
    ] as const) {
      expect(passwordIssue(password, context, 'password'), password).toEqual({ field: 'password', key });
    }
    expect(passwordIssue('  spaces around are fine  ', context, 'password')).toBeNull();
    expect(passwordIssue('correct-horse-battery', context, 'password')).toBeNull();
  });
});

describe('registration', () => {
  it('refuses eight spaces and a password equal to or containing the username, saying what is expected', async () => {
    expect(refusal(await register('walter', '        '))).toBe(BLANK);
    expect(refusal(await register('walter', 'walter11'))).toBe(CONTEXT);
    expect(refusal(await register('walter', 'I-am-WALTER-here'))).toBe(CONTEXT);
    expect(refusal(await register('walter', 'playdeck-rocks-2026'))).toBe(CONTEXT);
    expect((await register('walter', 'correct-horse-battery')).statusCode).toBe(200);
  });
});

describe('changing and resetting', () => {
  it('change password refuses the username and blanks', async () => {
    const token = (await login(t, { username: 'valerie', password: 'first-secret-phrase' }, client())).json().value
      .token as string;
    const change = (newPassword: string) =>
      t.request({
        method: 'POST',
        url: '/wps/member/password/change',
        headers: { ...client(), authorization: token },
        payload: { oldPassword: 'first-secret-phrase', newPassword, confirmNewPassword: newPassword },
      });
    expect(refusal(await change('Valerie-2026!'))).toBe(CONTEXT);
    expect(refusal(await change('          '))).toBe(BLANK);
    expect((await change('second-secret-phrase')).statusCode).toBe(200);
  });

  it('reset by phone refuses the username once the code is right', async () => {
    const send = await sendSmsCode(t, { purpose: 'reset', mobileNum: '9176610001', headers: client() });
    expect(send.statusCode).toBe(200);
    const code = await lastCode(t, '+639176610001');
    const reset = (newPassword: string) =>
      t.request({
        method: 'POST',
        url: '/wps/member/password/phone',
        headers: client(),
        payload: { mobileNum: '9176610001', countryDialingCode: '63', verificationCode: code, newPassword },
      });
    expect(refusal(await reset('        '))).toBe(BLANK);
    expect(refusal(await reset('valerie-again-1'))).toBe(CONTEXT);
  });
});
