import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, verificationCodes } from '../../db/schema';
import { lastCode, login } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { usingPostgres } from '../../testing/test-database';
import { MAX_ATTEMPTS } from './codes.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let nextIp = 1;
const network = () => ({ 'x-forwarded-for': `10.88.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}` });
const sendCode = (national: string, purpose = 'login') =>
  t.request({
    method: 'POST',
    url: '/wps/verification/sms',
    headers: network(),
    payload: { purpose, mobileNum: national, countryDialingCode: '63' },
  });
const smsLogin = (national: string, messageCode: string) =>
  login(t, { type: 'sms', mobileNum: national, countryDialingCode: '63', messageCode }, network());

let nextMember = 0;
/** A player with a number of its own; answers the national digits. */
async function playerWithNumber(): Promise<string> {
  const n = nextMember++;
  const national = `9172${String(300000 + n).padStart(6, '0')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/commands/member:add',
    headers: { authorization: `Bearer ${t.services.adminToken}` },
    payload: { args: ['DEMO', `smsrace${n}`, `smsrace${n}-long-password-1`, '--mobile', `+63${national}`] },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return national;
}

/** The guesses counted on the latest login code of a number: one per code compared. */
async function attemptsOn(national: string): Promise<number> {
  const rows = await t.services.database.db
    .select({ attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.destination, `+63${national}`), eq(verificationCodes.purpose, 'login')));
  return rows.reduce((sum, row) => sum + row.attempts, 0);
}

describe('SMS-code login guesses', () => {
  it('five guesses, then the code is dead even for the right value', async () => {
    const national = await playerWithNumber();
    expect((await sendCode(national)).statusCode).toBe(200);
    const code = await lastCode(t, `+63${national}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_ATTEMPTS; i++)
      expect((await smsLogin(national, wrong)).json().errorCode).toBe('verification.invalid');
    const right = await smsLogin(national, code);
    expect(right.json().errorCode).toBe('verification.invalid');
    expect(await attemptsOn(national)).toBe(MAX_ATTEMPTS);
  });
});

describe.runIf(usingPostgres)('simultaneous SMS codes (PostgreSQL)', () => {
  it('50 simultaneous wrong-code logins: at most five compared, then the right code is refused', async () => {
    const national = await playerWithNumber();
    expect((await sendCode(national)).statusCode).toBe(200);
    const code = await lastCode(t, `+63${national}`);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => smsLogin(national, wrong(i))));
    expect(results.map((r) => r.json().errorCode)).toEqual(Array(50).fill('verification.invalid'));
    // Each compared guess is counted first: the count is the number of comparisons.
    expect(await attemptsOn(national)).toBe(MAX_ATTEMPTS);
    expect((await smsLogin(national, code)).json().errorCode).toBe('verification.invalid');
  });

  it('ten simultaneous sends for one number from ten networks: exactly one SMS', async () => {
    const national = await playerWithNumber();
    const results = await Promise.all(Array.from({ length: 10 }, () => sendCode(national)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const sent = await t.services.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.destination, `+63${national}`));
    expect(sent).toHaveLength(1);
  });
});
