import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema';
import { login } from '../../testing/accounts';
import { adminRequest } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const admin = (...args: string[]) => adminRequest(t, ...args);
const info = (token: string) =>
  t.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });

describe('disabling a member', () => {
  it('ends its sessions for good: enabling it again does not bring them back', async () => {
    expect((await admin('member:add', 'DEMO', 'grace', 'grace-long-password-1')).statusCode).toBe(200);
    const tokens: string[] = [];
    for (const ip of ['10.66.0.1', '10.66.0.2']) {
      const res = await login(t, { username: 'grace', password: 'grace-long-password-1' }, { 'x-forwarded-for': ip });
      tokens.push(res.json().value.token);
    }
    for (const token of tokens) expect((await info(token)).statusCode).toBe(200);

    expect((await admin('member:status', 'DEMO', 'grace', 'disabled')).statusCode).toBe(200);
    for (const token of tokens) expect((await info(token)).json().errorCode).toBe('session.expired');
    expect((await admin('member:status', 'DEMO', 'grace', 'active')).statusCode).toBe(200);
    for (const token of tokens) {
      const res = await info(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('session.expired');
    }
    const [grace] = await t.services.database.db.select().from(members).where(eq(members.username, 'grace'));
    const ended = await t.services.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.memberId, grace?.id ?? 0));
    expect(ended.map((row) => row.endReason)).toEqual(['member-disabled', 'member-disabled']);
    // The player logs in afresh and gets a new session.
    const again = await login(
      t,
      { username: 'grace', password: 'grace-long-password-1' },
      { 'x-forwarded-for': '10.66.0.3' },
    );
    expect((await info(again.json().value.token)).statusCode).toBe(200);
  });
});
