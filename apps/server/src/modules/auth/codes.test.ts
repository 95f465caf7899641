import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, verificationCodes } from '../../db/schema';
import { lastCode } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { CodeTarget } from './codes.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let n = 0;
const target = (purpose = 'login'): CodeTarget => ({
  merchantId: 1,
  channel: 'sms',
  purpose,
  destination: `+63917900${String(n++).padStart(4, '0')}`,
});
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? 'error',
  );

describe('one-time codes', () => {
  it('six digits, single use', async () => {
    const to = target();
    const { code } = await t.services.codes.issue(to, '10.0.0.1');
    expect(code).toMatch(/^\d{6}$/);
    expect(await outcome(t.services.codes.consume(to, code))).toBe('ok');
    expect(await outcome(t.services.codes.consume(to, code))).toBe('verification.invalid');
  });

  it('bound to purpose and destination', async () => {
    const to = target('register');
    const { code } = await t.services.codes.issue(to, '10.0.0.2');
    expect(await outcome(t.services.codes.consume({ ...to, purpose: 'reset' }, code))).toBe('verification.invalid');
    expect(await outcome(t.services.codes.consume({ ...to, destination: '+639170000000' }, code))).toBe(
      'verification.invalid',
    );
    expect(await outcome(t.services.codes.consume({ ...to, merchantId: 2 }, code))).toBe('verification.invalid');
    expect(await outcome(t.services.codes.consume(to, code))).toBe('ok');
  });

  it('dead after ten minutes', async () => {
    const to = target();
    const { code } = await t.services.codes.issue(to, '10.0.0.3');
    await t.services.database.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.destination, to.destination));
    expect(await outcome(t.services.codes.consume(to, code))).toBe('verification.invalid');
  });

  it('dead after five wrong tries, even for the right code', async () => {
    const to = target();
    const { code } = await t.services.codes.issue(to, '10.0.0.4');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await outcome(t.services.codes.consume(to, wrong))).toBe('verification.invalid');
    expect(await outcome(t.services.codes.consume(to, code))).toBe('verification.invalid');
  });

  it('ten simultaneous verifies of the right code: exactly one wins', async () => {
    const to = target();
    const { code } = await t.services.codes.issue(to, '10.0.0.5');
    const results = await Promise.all(Array.from({ length: 10 }, () => outcome(t.services.codes.consume(to, code))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'verification.invalid')).toHaveLength(9);
  });

  it('the table holds no code in clear', async () => {
    const to = target();
    const { code } = await t.services.codes.issue(to, '10.0.0.6');
    const [row] = await t.services.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, to.destination));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });
});

describe('sending SMS codes', () => {
  const send = (mobileNum: string, ip: string, purpose = 'register') =>
    t.request({
      method: 'POST',
      url: '/wps/verification/sms',
      headers: { 'x-forwarded-for': ip, language: 'EN' },
      payload: { purpose, mobileNum, countryDialingCode: '63' },
    });

  it('answers expiredMinutes, and refuses a resend within the cooldown with Retry-After', async () => {
    const first = await send('9178880001', '10.2.0.1');
    expect(first.json().value.expiredMinutes).toBe(10);
    const code = await lastCode(t, '+639178880001');
    const sms = await t.services.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.destination, '+639178880001'));
    expect(sms[0]?.body).toBe(`Playdeck: your verification code is ${code}. It expires in 10 minutes. Never share it.`);
    const again = await send('9178880001', '10.2.0.1');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json().data.retryAfterSeconds).toBeGreaterThan(50);
  });

  it('an SMS flood from one address: 429 after ten, few messages out', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send(`91781${String(i).padStart(5, '0')}`, '10.3.0.1')),
    );
    const sent = results.filter((r) => r.statusCode === 200).length;
    expect(sent).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(30);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
  });

  it('refuses a number that is not valid, and an unknown purpose', async () => {
    const bad = await send('123', '10.4.0.1');
    expect(bad.statusCode).toBe(400);
    const badPurpose = await send('9178880002', '10.4.0.1', 'steal');
    expect(badPurpose.statusCode).toBe(400);
  });

  it('sends login and reset codes only to numbers with an account, with the same answer', async () => {
    const known = await send('9171234567', '10.5.0.1', 'reset'); // the demo player's number
    const unknown = await send('9179990000', '10.5.0.2', 'reset');
    expect(known.json()).toEqual(unknown.json());
    expect(await lastCode(t, '+639171234567')).toMatch(/^\d{6}$/);
    await expect(lastCode(t, '+639179990000')).rejects.toThrow();
  });
});
