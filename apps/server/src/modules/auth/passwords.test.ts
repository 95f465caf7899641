import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { lastCode, lastMessage, login, sendSmsCode } from '../../testing/accounts';
import { adminRequest } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

let t: TestApp;
let ip = 1;
const client = (extra: Record<string, string> = {}) => ({
  'x-forwarded-for': `10.6.0.${ip++}`,
  language: 'EN',
  ...extra,
});
const adminCommand = (...args: string[]) => adminRequest(t, ...args);
const tokenOf = async (username: string, password: string) =>
  (await login(t, { username, password }, client())).json().value?.token as string;
const info = (token: string) =>
  t.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await adminCommand(
    'member:add',
    'DEMO',
    'quinn',
    'quinn-first-password',
    '--email',
    'quinn@example.com',
    '--mobile',
    '+639176660001',
  );
  await adminCommand(
    'member:add',
    'DEMO',
    'rosa',
    'rosa-first-password',
    '--email',
    'rosa@example.com',
    '--mobile',
    '+639176660002',
  );
});
afterAll(() => t.close());

describe('change password', () => {
  const change = (token: string, body: Record<string, string>) =>
    t.request({
      method: 'POST',
      url: '/wps/member/password/change',
      headers: client({ authorization: token }),
      payload: body,
    });

  it('refuses a wrong old password, a mismatch and the same password', async () => {
    const token = await tokenOf('quinn', 'quinn-first-password');
    const wrongOld = await change(token, {
      oldPassword: 'nope-nope-nope',
      newPassword: 'second-secret-phrase',
      confirmNewPassword: 'second-secret-phrase',
    });
    expect(wrongOld.json().errorCode).toBe('password.old.incorrect');
    const mismatch = await change(token, {
      oldPassword: 'quinn-first-password',
      newPassword: 'second-secret-phrase',
      confirmNewPassword: 'other-password-x',
    });
    expect(mismatch.json().data.fields).toEqual([
      { field: 'confirmNewPassword', message: 'Password confirmation mismatch.' },
    ]);
    const same = await change(token, {
      oldPassword: 'quinn-first-password',
      newPassword: 'quinn-first-password',
      confirmNewPassword: 'quinn-first-password',
    });
    expect(same.json()).toMatchObject({
      errorCode: 'modify.new.old.same',
      message: 'The new password and the old password cannot be the same.',
    });
    const common = await change(token, {
      oldPassword: 'quinn-first-password',
      newPassword: 'iloveyou123',
      confirmNewPassword: 'iloveyou123',
    });
    expect(common.json().errorCode).toBe('validation.failed');
  });

  it('changes it, keeps this session and ends the others', async () => {
    const here = await tokenOf('quinn', 'quinn-first-password');
    const elsewhere = await tokenOf('quinn', 'quinn-first-password');
    const res = await change(here, {
      oldPassword: 'quinn-first-password',
      newPassword: 'second-secret-phrase',
      confirmNewPassword: 'second-secret-phrase',
    });
    expect(res.statusCode).toBe(200);
    expect((await info(here)).statusCode).toBe(200);
    expect((await info(elsewhere)).statusCode).toBe(401);
    expect((await login(t, { username: 'quinn', password: 'quinn-first-password' }, client())).json().errorCode).toBe(
      'login.failed',
    );
    expect(await tokenOf('quinn', 'second-secret-phrase')).toBeTruthy();
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (username: string, email: string) =>
    t.request({
      method: 'POST',
      url: '/wps/member/password/forgot',
      headers: { ...client(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
    });

  it('answers the same whether or not the account exists; mails a link only to the owner', async () => {
    const known = await forgot('rosa', 'ROSA@example.com');
    const repeated = await forgot('rosa', 'rosa@example.com'); // within the cooldown: same answer, no mail
    const wrongMail = await forgot('rosa', 'someone@example.com');
    const unknown = await forgot('nobody_here', 'nobody@example.com');
    expect(known.json()).toEqual({ success: true, value: {} });
    expect(wrongMail.json()).toEqual(known.json());
    expect(repeated.json()).toEqual(known.json());
    expect(unknown.json()).toEqual(known.json());
    const mails = await t.services.database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
    expect(mails.map((m) => m.destination)).toEqual(['rosa@example.com']);
  });

  it('the link sets a new password once and ends every session', async () => {
    const before = await tokenOf('rosa', 'rosa-first-password');
    const mail = await lastMessage(t, 'rosa@example.com');
    const link = mail?.match(/http:\/\/localhost:8080\/m\/forget\?reset=(\S+)/);
    expect(link, mail).toBeTruthy();
    const token = link?.[1] as string;
    const reset = (newPassword: string, tok = token) =>
      t.request({
        method: 'POST',
        url: '/wps/member/password/reset',
        headers: client(),
        payload: { token: tok, newPassword },
      });
    expect((await reset('password')).json().errorCode).toBe('validation.failed');
    expect((await reset('spring-meadow-phrase')).statusCode).toBe(200);
    expect((await reset('autumn-meadow-phrase')).json().errorCode).toBe('reset.link.invalid');
    expect((await reset('autumn-meadow-phrase', `${token.split('.')[0]}.tampered-secret-value`)).json().errorCode).toBe(
      'reset.link.invalid',
    );
    expect((await info(before)).statusCode).toBe(401);
    expect(await tokenOf('rosa', 'spring-meadow-phrase')).toBeTruthy();
  });

  it('never points a link at a host the request merely claims', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/forgot',
      headers: { merchant: 'DEMO', host: 'evil.example', 'x-forwarded-for': '10.6.9.9', language: 'EN' },
      payload: { username: 'quinn', email: 'quinn@example.com' },
    });
    const mail = await lastMessage(t, 'quinn@example.com');
    expect(mail).not.toContain('evil.example');
    expect(mail).toContain('http://localhost:8080/m/forget?reset=');
  });
});

describe('set password by phone', () => {
  it('verifies the SMS code, sets the password and logs the player in', async () => {
    const send = await sendSmsCode(t, { purpose: 'reset', mobileNum: '9176660002', headers: client() });
    expect(send.statusCode).toBe(200);
    const code = await lastCode(t, '+639176660002');
    const body = {
      mobileNum: '9176660002',
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: 'new-phone-phrase-9',
    };
    const wrong = await t.request({
      method: 'POST',
      url: '/wps/member/password/phone',
      headers: client(),
      payload: { ...body, verificationCode: '000001' },
    });
    expect(wrong.json().errorCode).toBe('verification.invalid');
    const res = await t.request({
      method: 'POST',
      url: '/wps/member/password/phone',
      headers: client(),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ userName: 'rosa', customerType: 0 });
    expect((await info(res.json().value.token)).statusCode).toBe(200);
    expect(await tokenOf('rosa', 'new-phone-phrase-9')).toBeTruthy();
  });
});

describe('free trial', () => {
  it('makes a type 4 player, logged in, who is refused where spec 6 says', async () => {
    const res = await t.request({ method: 'GET', url: '/wps/session/trial', headers: client() });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ customerType: 4, firstTimeLogin: true });
    expect(res.json().value.userName).toMatch(/^guest\d{7}$/);
    const token = res.json().value.token;
    expect((await info(token)).json().value.type).toBe(4);
    const change = await t.request({
      method: 'POST',
      url: '/wps/member/password/change',
      headers: client({ authorization: token }),
      payload: { oldPassword: '', newPassword: 'trial-wants-this-1', confirmNewPassword: 'trial-wants-this-1' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({
      errorCode: 'trial.forbidden',
      message: 'Please login an actual account to use this function.',
    });
  });

  it('limits trial accounts per address', async () => {
    const headers = client();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.request({ method: 'GET', url: '/wps/session/trial', headers })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});

describe('register settings, rules, countries, head icon', () => {
  it('answers what the register screen needs', async () => {
    const settings = (await t.request({ method: 'GET', url: '/wps/member/registerSettings' })).json().value;
    expect(settings).toMatchObject({
      methods: { username: true, mobile: true },
      smsForUsername: true,
      passwordForMobile: true,
      captcha: true,
      defaultCountry: 'PH',
      minimumAge: 18,
    });
    expect(settings.fields.username).toEqual({ enabled: true, required: true });
    const rules = (await t.request({ method: 'GET', url: '/wps/system/validationRules' })).json().value;
    expect(Object.keys(rules)).toHaveLength(20);
    expect(rules.password).toEqual({ min: 8, max: 64, message: 'rule.password' });
    const countries = (await t.request({ method: 'GET', url: '/wps/system/countries' })).json().value;
    expect(countries.defaultCountry).toBe('PH');
    expect(countries.countries).toContainEqual({ code: 'PH', dialCode: '63' });
  });

  it('sets a head icon by form, within range', async () => {
    const token = await tokenOf('quinn', 'second-secret-phrase');
    const set = (icon: string) =>
      t.request({
        method: 'POST',
        url: '/wps/member/headIcon',
        headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `icon=${icon}`,
      });
    expect((await set('7')).json().value).toEqual({ icon: 7 });
    expect(
      (await t.request({ method: 'GET', url: '/wps/member/headIcon', headers: { authorization: token } })).json().value,
    ).toEqual({ icon: 7 });
    expect((await set('13')).statusCode).toBe(400);
    expect((await set('x')).statusCode).toBe(400);
  });
});

describe('cached sessions', () => {
  it('a session the server trusts from its cache still ends at once on logout, and when the member is disabled', async () => {
    await adminCommand('member:add', 'DEMO', 'cached_one', 'cached-one-password');
    const a = await tokenOf('cached_one', 'cached-one-password');
    const b = await tokenOf('cached_one', 'cached-one-password');
    expect((await info(a)).statusCode).toBe(200);
    expect((await info(b)).statusCode).toBe(200);
    await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: a } });
    expect((await info(a)).statusCode).toBe(401);
    expect((await info(b)).statusCode).toBe(200);
    await adminCommand('member:status', 'DEMO', 'cached_one', 'disabled');
    expect((await info(b)).statusCode).toBe(401);
  });
});
