import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { login, logout } from '../../testing/accounts';
import { adminRequest } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

// The default SESSION_CACHE_SECONDS (10): an instance trusts a session it checked for that long,
// and ending one (logout, a disabled member) must still take effect at once.
let t: TestApp;
const admin = (...args: string[]) => adminRequest(t, ...args);
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await admin('member:add', 'DEMO', 'frank', 'frank-long-password-1');
  await admin('member:add', 'DEMO', 'grace', 'grace-long-password-1');
});
afterAll(() => t.close());

const info = (token: string) =>
  t.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
const tokenOf = async (username: string, ip: string) =>
  (await login(t, { username, password: `${username}-long-password-1` }, { 'x-forwarded-for': ip })).json().value
    .token as string;

describe('session cache', () => {
  it('a checked session is not read again within the cache window', async () => {
    const token = await tokenOf('frank', '10.8.0.1');
    expect((await info(token)).statusCode).toBe(200);
    // Ended behind the server's back (not through the service): the cached check still stands...
    await t.services.database.db.update(sessions).set({ endedAt: new Date() });
    expect((await info(token)).statusCode).toBe(200);
  });

  it('logout and disabling the member end a cached session at once', async () => {
    const token = await tokenOf('grace', '10.8.0.2');
    expect((await info(token)).statusCode).toBe(200);
    const out = await logout(t, token);
    expect(out.statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(401);

    const second = await tokenOf('grace', '10.8.0.3');
    expect((await info(second)).statusCode).toBe(200);
    expect((await admin('member:status', 'DEMO', 'grace', 'disabled')).statusCode).toBe(200);
    expect((await info(second)).statusCode).toBe(401);
  });
});
