import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, outboxMessages } from '../../db/schema';
import { lastCode, registerPayload, sealedRequest, solvedCaptcha } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

let t: TestApp;
let ip = 1;
const client = () => ({ 'x-forwarded-for': `10.7.${Math.floor(ip / 250)}.${ip++ % 250}`, language: 'EN' });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());
beforeEach(async () => {
  // Username registration without SMS unless a test switches it on.
  await t.services.settings.setFlag({ merchantId: 1, flag: 'REGMOBVERF3', on: false, actor: 'test' });
});

async function register(overrides: Record<string, unknown>, headers = client()) {
  const captcha = await solvedCaptcha(t, headers);
  return sealedRequest(t, {
    method: 'PUT',
    url: '/wps/member/register',
    payload: registerPayload({ ...captcha, ...overrides }),
    headers,
  });
}

const sendSms = (mobileNum: string, purpose = 'register', headers = client()) =>
  t.request({
    method: 'POST',
    url: '/wps/verification/sms',
    headers,
    payload: { purpose, mobileNum, countryDialingCode: '63' },
  });

describe('register by username', () => {
  it('creates the player, records how and where, and logs in', async () => {
    const res = await register({
      username: 'Nina_01',
      email: 'Nina@Example.com',
      nickname: 'Nina',
      registerMethod: 'PWA',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ userName: 'Nina_01', customerType: 0, firstTimeLogin: true });
    const [row] = await t.services.database.db.select().from(members).where(eq(members.username, 'Nina_01'));
    expect(row).toMatchObject({ email: 'nina@example.com', registerMethod: 'PWA', registerUrl: 'localhost' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const info = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: res.json().value.token },
    });
    expect(info.json().value).toMatchObject({ account: 'Nina_01', nickname: 'Nina', email: 'n••••@example.com' });
  });

  it('refuses a username taken in any case, naming it', async () => {
    await register({ username: 'omar_x' });
    const again = await register({ username: 'OMAR_X' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'member.exists', message: 'Sorry, the username already exists.' });
  });

  it('validates by the rule set and names every bad field at once', async () => {
    const res = await register({
      username: '1bad name',
      password: 'short',
      confirmPassword: 'different',
      email: 'not-an-email',
      nickname: 'x',
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().data.fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    // Issue 8 item 20: each message states the rule (length, characters), not "format is incorrect".
    expect(fields).toMatchObject({
      username: 'Use 4–16 letters, digits or _, starting with a letter.',
      password: 'Use 8–64 characters.',
      confirmPassword: 'Password confirmation mismatch.',
      email: 'Enter an e-mail address such as name@example.com.',
      nickname: 'Use 2–20 characters.',
    });
  });

  it('states the rule in Tagalog too, from the merchant’s own rule set', async () => {
    const headers = { ...client(), language: 'TY' };
    const settings = t.services.settings;
    const current = (await settings.get(1))?.settings.register;
    if (!current) throw new Error('no register settings');
    await settings.set({
      merchantId: 1,
      key: 'register',
      value: { ...current, rules: { password: { min: 10, max: 30, message: 'rule.password' } } },
      actor: 'test',
    });
    try {
      const res = await register({ username: '9x', password: 'short', confirmPassword: 'short' }, headers);
      expect(res.statusCode).toBe(400);
      const fields = Object.fromEntries(
        res.json().data.fields.map((f: { field: string; message: string }) => [f.field, f.message]),
      );
      expect(fields).toMatchObject({
        username: 'Gumamit ng 4–16 na titik, numero o _, na nagsisimula sa titik.',
        password: 'Gumamit ng 10–30 na karakter.',
      });
    } finally {
      await settings.set({ merchantId: 1, key: 'register', value: current, actor: 'test' });
    }
  });

  it('refuses the common passwords, accepts 64 characters, refuses 65', async () => {
    const common = await register({ username: 'pat_one', password: 'Password123', confirmPassword: 'Password123' });
    expect(common.json().data.fields).toEqual([
      { field: 'password', message: 'This password is too common. Please choose another one.' },
    ]);
    const long = 'éü'.repeat(32);
    expect((await register({ username: 'pat_two', password: long, confirmPassword: long })).statusCode).toBe(200);
    const tooLong = 'a'.repeat(65);
    expect((await register({ username: 'pat_three', password: tooLong, confirmPassword: tooLong })).statusCode).toBe(
      400,
    );
  });

  it('over-long and malformed fields are 400 and create nothing', async () => {
    const before = (await t.services.database.db.select().from(members)).length;
    for (const overrides of [
      { username: 'u'.repeat(65) },
      { mobileNum: '12ab' },
      { registerMethod: 'TELEGRAM' },
      { type: 1 },
      { email: `${'a'.repeat(250)}@x.io` },
      { countryDialingCode: '+63' },
    ]) {
      const res = await register({ username: 'ok_name', ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect((await t.services.database.db.select().from(members)).length).toBe(before);
  });

  it('needs the captcha when the merchant asks for it', async () => {
    const res = await sealedRequest(t, {
      method: 'PUT',
      url: '/wps/member/register',
      payload: registerPayload({ username: 'no_captcha' }),
      headers: client(),
    });
    expect(res.json().errorCode).toBe('captcha.required');
  });

  it('links the inviter by invitation code or referrer, and refuses bad ones', async () => {
    const inviter = (await register({ username: 'inviter1' })).json().value;
    const code = (
      await t.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: inviter.token } })
    ).json().value.inviteCode;
    const check = await t.request({ method: 'GET', url: `/wps/member/affiliate/check?code=${code}&domain=localhost` });
    expect(check.json().value).toEqual({ success: true });
    expect((await t.request({ method: 'GET', url: '/wps/member/affiliate/check?code=NOPE1234' })).json().value).toEqual(
      { success: false },
    );

    const invited = (await register({ username: 'invited1', affiliateCode: code.toLowerCase() })).json().value;
    const info = await t.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: invited.token } });
    expect(info.json().value.toUpline).toBe('inviter1');

    const bad = await register({ username: 'invited2', affiliateCode: 'ZZZZ9999' });
    expect(bad.json()).toMatchObject({ errorCode: 'affiliate.invalid', message: 'Invalid invitation code.' });

    await t.services.settings.update({
      merchantId: 1,
      key: 'register',
      change: (r) => ({ ...r, fields: { ...r.fields, recommenderId: { enabled: true, required: false } } }),
      actor: 'test',
    });
    const referred = (await register({ username: 'invited3', recommenderId: 'inviter1' })).json().value;
    expect(
      (await t.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: referred.token } })).json()
        .value.toUpline,
    ).toBe('inviter1');
    expect((await register({ username: 'invited4', recommenderId: 'ghost_user' })).json().errorCode).toBe(
      'referrer.invalid',
    );
  });

  it('with REGMOBVERF3 also verifies a mobile number by SMS', async () => {
    await t.services.settings.setFlag({ merchantId: 1, flag: 'REGMOBVERF3', on: true, actor: 'test' });
    const missing = await register({ username: 'sms_user' });
    expect(
      missing
        .json()
        .data.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['mobileNum', 'verificationCode']);
    expect((await sendSms('9170000001')).statusCode).toBe(200);
    const code = await lastCode(t, '+639170000001');
    const ok = await register({ username: 'sms_user', mobileNum: '9170000001', verificationCode: code });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a method the merchant switched off', async () => {
    await t.services.settings.setFlag({ merchantId: 1, flag: 'USERNAMEREG3', on: false, actor: 'test' });
    const res = await register({ username: 'closed_door' });
    await t.services.settings.setFlag({ merchantId: 1, flag: 'USERNAMEREG3', on: true, actor: 'test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('register.method.disabled');
  });
});

describe('register by mobile number', () => {
  it('verifies the number by SMS; the number becomes the username', async () => {
    expect((await sendSms('09171110000')).json().value).toEqual({ expiredMinutes: 10, resendSeconds: 60 });
    const code = await lastCode(t, '+639171110000');
    const res = await register({
      registerType: 'mobile',
      username: '',
      mobileNum: '09171110000',
      verificationCode: code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe('639171110000');
    // The same number again: refused before any code is sent.
    const again = await sendSms('9171110000');
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('mobile.exists');
  });

  it('never stores a number that was not verified', async () => {
    const res = await register({ username: 'squatter', mobileNum: '9175550000' });
    expect(res.json().data.fields).toEqual([{ field: 'verificationCode', message: 'This field is required.' }]);
  });

  it('refuses a wrong, a reused and another purpose’s code', async () => {
    await sendSms('9172220000');
    const code = await lastCode(t, '+639172220000');
    const wrong = await register({
      registerType: 'mobile',
      username: '',
      mobileNum: '9172220000',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ errorCode: 'verification.invalid', message: 'Verification code error.' });

    await sendSms('9173330000', 'reset');
    const resetCode = await t.services.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.destination, '+639173330000'));
    expect(resetCode).toHaveLength(0); // No account: nothing is sent, the answer is the same.
  });

  it('two simultaneous registrations of one username or one number: exactly one account', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => register({ username: 'race_name' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().errorCode === 'member.exists')).toBe(true);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);

    // Six players race for one number with its one code: one account gets it.
    await sendSms('9174440000');
    const code = await lastCode(t, '+639174440000');
    const byNumber = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        register({ username: `racer_${i}`, mobileNum: '9174440000', verificationCode: code }),
      ),
    );
    expect(byNumber.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(byNumber.every((r) => r.statusCode < 500)).toBe(true);
    const holders = await t.services.database.db.select().from(members).where(eq(members.mobile, '+639174440000'));
    expect(holders).toHaveLength(1);

    const rows = await t.services.database.db.select().from(members).where(eq(members.username, 'race_name'));
    expect(rows).toHaveLength(1);
  });
});
