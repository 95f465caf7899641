import { sealBody } from '@playdeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { login, logout, sealedRequest, solvedCaptcha } from '../../testing/accounts';
import { adminRequest } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

let t: TestApp;
beforeAll(async () => {
  // Each test plays clients of its own address, so per-IP counters do not leak between tests.
  // SESSION_CACHE_SECONDS 0: the expiry tests edit sessions in the database under the server's feet.
  t = await createTestApp({ TRUST_PROXY: 'true', SESSION_CACHE_SECONDS: '0' });
  const admin = (...args: string[]) => adminRequest(t, ...args);
  for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) {
    await admin(
      'member:add',
      'DEMO',
      name,
      `${name}-long-password-1`,
      '--mobile',
      `+63917${name.length}00${name.charCodeAt(0)}0`,
    );
  }
  await admin('member:add', 'DEMO', 'mallory', 'mallory-long-password-1');
  await admin('member:status', 'DEMO', 'mallory', 'disabled');
  await admin('merchant:add', 'OTHER', 'Other', 'PHP', '--like', 'DEMO');
});
afterAll(() => t.close());

let nextIp = 1;
/** Headers of a client with an address no other test uses. */
const client = (extra: Record<string, string> = {}) => ({ 'x-forwarded-for': `10.9.0.${nextIp++}`, ...extra });

const info = (token: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: token, ...headers } });

describe('log in by username and password', () => {
  it('answers token, userName, customerType and firstTimeLogin, with a new token each time', async () => {
    const first = await login(t, { username: 'alice', password: 'alice-long-password-1' }, client());
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ userName: 'alice', customerType: 0, firstTimeLogin: true });
    expect(first.json().value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await login(t, { username: 'ALICE', password: 'alice-long-password-1' }, client());
    expect(second.json().value.firstTimeLogin).toBe(false);
    expect(second.json().value.token).not.toBe(first.json().value.token);
    expect((await info(first.json().value.token)).json().value.account).toBe('alice');
    // The token itself is never stored.
    const stored = await t.services.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.hash)).not.toContain(first.json().value.token);
  });

  it('refuses a wrong password and an unknown user alike, and a disabled user', async () => {
    const wrong = await login(t, { username: 'bob', password: 'not-his-password' }, client({ language: 'EN' }));
    const unknown = await login(t, { username: 'nobody', password: 'whatever-password' }, client({ language: 'EN' }));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'login.failed', message: 'Incorrect account or password.' });
    }
    const disabled = await login(
      t,
      { username: 'mallory', password: 'mallory-long-password-1' },
      client({ language: 'TY' }),
    );
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({
      errorCode: 'member.disabled',
      message: expect.stringContaining('Paumanhin'),
    });
  });

  it('asks for a captcha after three failures, and it is single use', async () => {
    const headers = client();
    for (let i = 1; i <= 3; i++) {
      const res = await login(t, { username: 'carol', password: `wrong-${i}-password` }, headers);
      expect(res.json().data.captcha).toBe(i >= 3);
    }
    const noCaptcha = await login(t, { username: 'carol', password: 'carol-long-password-1' }, headers);
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.required', data: { captcha: true } });

    const bad = await solvedCaptcha(t);
    const wrongCaptcha = await login(
      t,
      {
        username: 'carol',
        password: 'carol-long-password-1',
        captchaId: bad.captchaId,
        captcha: bad.captcha === '0000' ? '1111' : '0000',
      },
      headers,
    );
    expect(wrongCaptcha.json()).toMatchObject({ errorCode: 'captcha.invalid', data: { captcha: true } });
    // The same captcha again, now with the right answer: spent already.
    const reused = await login(t, { username: 'carol', password: 'carol-long-password-1', ...bad }, headers);
    expect(reused.json().errorCode).toBe('captcha.invalid');

    const good = await solvedCaptcha(t);
    const ok = await login(t, { username: 'carol', password: 'carol-long-password-1', ...good }, headers);
    expect(ok.statusCode).toBe(200);
  });

  it('200 wrong passwords on one account: captcha after 3, 429 for that network, never a 5xx', async () => {
    const statuses = new Map<number, number>();
    const codes = new Set<string>();
    const headers = client();
    for (let i = 0; i < 200; i++) {
      const res = await login(t, { username: 'dave', password: `guess-number-${i}` }, headers);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      codes.add(res.json().errorCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    expect(statuses.get(429)).toBeGreaterThan(150);
    expect(codes).toEqual(new Set(['login.failed', 'captcha.required', 'rate.limited']));
    // The flood slowed its own network only: the owner elsewhere meets a captcha, not a lock.
    const owner = client();
    const right = await login(t, { username: 'dave', password: 'dave-long-password-1' }, owner);
    expect(right.json().errorCode).toBe('captcha.required');
    const solved = await solvedCaptcha(t, owner);
    const ok = await login(t, { username: 'dave', password: 'dave-long-password-1', ...solved }, owner);
    expect(ok.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout ends the session; the token then answers 401', async () => {
    const { token } = (await login(t, { username: 'erin', password: 'erin-long-password-1' }, client())).json().value;
    expect((await info(token)).statusCode).toBe(200);
    const out = await logout(t, token);
    expect(out.statusCode).toBe(200);
    const after = await info(token, { language: 'EN' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      errorCode: 'session.expired',
      message: expect.stringContaining('logged out'),
    });
  });

  it('no token is 401 session.required; a token of another merchant is worthless', async () => {
    const none = await t.request({ method: 'GET', url: '/wps/member/info' });
    expect(none.statusCode).toBe(401);
    expect(none.json().errorCode).toBe('session.required');
    const { token } = (await login(t, { username: 'erin', password: 'erin-long-password-1' }, client())).json().value;
    const elsewhere = await info(token, { merchant: 'OTHER' });
    expect(elsewhere.statusCode).toBe(401);
    expect((await info('x'.repeat(43))).statusCode).toBe(401);
    expect((await info('short')).statusCode).toBe(401);
  });

  it('ends a session after its idle time and after its absolute time', async () => {
    const { token } = (await login(t, { username: 'erin', password: 'erin-long-password-1' }, client())).json().value;
    const db = t.services.database.db;
    const hourAgo = new Date(Date.now() - 25 * 3_600_000);
    await db.update(sessions).set({ lastSeenAt: hourAgo });
    expect((await info(token)).statusCode).toBe(401);
    await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() - 1000) });
    expect((await info(token)).statusCode).toBe(401);
  });
});

describe('encrypted bodies', () => {
  it('refuses a plain body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: 'alice', password: 'alice-long-password-1' },
    });
    expect(res.statusCode).toBe(400);
    const withValue = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { value: 'a'.repeat(40) },
    });
    expect(withValue.json().errorCode).toBe('encryption.required');
  });

  it('refuses tampered, replayed, stale and wrongly keyed bodies', async () => {
    const key = (await t.request({ method: 'GET', url: '/wps/session/publicKey' })).json().value;
    const payload = { type: 'username', username: 'alice', password: 'alice-long-password-1' };
    const headers = client();
    const send = (header: string, body: { value: string }) =>
      t.request({
        method: 'POST',
        url: '/wps/session/login',
        headers: { ...headers, encryption: header },
        payload: body,
      });

    const sealed = await sealBody(key, payload);
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 0xff;
    expect((await send(sealed.header, { value: bytes.toString('base64') })).json().errorCode).toBe(
      'encryption.invalid',
    );

    const fresh = await sealBody(key, payload);
    expect((await send(fresh.header, fresh.body)).statusCode).toBe(200);
    const replay = await send(fresh.header, fresh.body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('encryption.invalid');

    const old = await sealBody(key, payload, Date.now() - 10 * 60_000);
    expect((await send(old.header, old.body)).json().errorCode).toBe('encryption.invalid');

    const other = await sealBody(key, payload);
    expect((await send(`nokey.${other.header.split('.')[1]}`, other.body)).json().errorCode).toBe('encryption.invalid');
    expect((await send('garbage', other.body)).json().errorCode).toBe('encryption.invalid');
  });

  it('answers a sealed body that breaks the schema with the fields, translated', async () => {
    const res = await sealedRequest(t, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: '', password: 'x'.repeat(65) },
      headers: { language: 'EN' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
    const fields = res
      .json()
      .data.fields.map((f: { field: string }) => f.field)
      .sort();
    expect(fields).toEqual(['password', 'username']);
  });
});
