import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberLimits, members } from '../../db/schema';
import { registerPayload, sealedRequest, solvedCaptcha } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand } from '../../testing/wallet';
import { ageOn } from './register-checks';

/*
 * Issue 15, age and consent: the consent box is the player's own act (refused without it) and
 * is recorded with the agreement version; where the merchant asks for the date of birth it is
 * required and a player under the minimum age is refused; the merchant's default limits are
 * every new member's own.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Username registration without an SMS-verified number (the demo asks for one).
  await t.services.settings.setFlag({ merchantId: 1, flag: 'REGMOBVERF3', on: false, actor: 'test' });
}, 60_000);
afterAll(() => t.close());

const register = async (overrides: Record<string, unknown>) =>
  sealedRequest(t, {
    method: 'PUT',
    url: '/wps/member/register',
    headers: { language: 'EN' },
    payload: registerPayload({ ...(await solvedCaptcha(t)), ...overrides }),
  });
const memberNamed = async (username: string) =>
  (await t.services.database.db.select().from(members).where(eq(members.username, username)))[0];
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('consent', () => {
  it('is refused without the ticked box and recorded with the agreement version', async () => {
    for (const agreed of [false, undefined, 'true']) {
      const res = await register({ username: 'rg_noconsent', agreed });
      expect(res.statusCode).toBe(400);
      expect(['rg.consent.required', 'validation.failed']).toContain(res.json().errorCode);
    }
    const refused = await register({ username: 'rg_noconsent', agreed: false });
    expect(refused.json(), refused.body).toMatchObject({ errorCode: 'rg.consent.required' });
    expect(await memberNamed('rg_noconsent')).toBeUndefined();
    expect((await register({ username: 'rg_consent' })).statusCode).toBe(200);
    const member = await memberNamed('rg_consent');
    expect(member?.agreementVersion).toBe('1');
    expect(Date.now() - (member?.consentedAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('date of birth', () => {
  beforeAll(async () => {
    await t.services.settings.update({
      merchantId: 1,
      key: 'register',
      change: (r) => ({ ...r, minimumAge: 21 }),
      actor: 'test',
    });
    // The merchant's defaults, set as an operator does (npm run admin -- set ...); a bad one changes nothing.
    const defaults = {
      birthDateRequired: true,
      realityCheckMinutes: 60,
      agreementVersion: '2026-11',
      defaultLimits: [{ kind: 'deposit', period: 'day', amount: 500_000 }],
    };
    for (const bad of [
      { ...defaults, defaultLimits: [{ kind: 'deposit', period: 'day', amount: 0 }] },
      { ...defaults, agreementVersion: '' },
      { ...defaults, realityCheckMinutes: 600 },
    ])
      expect((await adminCommand(t, 'set', 'DEMO', 'responsibleGaming', JSON.stringify(bad))).ok).toBe(false);
    const set = await adminCommand(t, 'set', 'DEMO', 'responsibleGaming', JSON.stringify(defaults));
    expect(set.ok, set.output).toBe(true);
  });

  it('is asked for, required, and refused under the minimum age', async () => {
    const settings = (await t.request({ method: 'GET', url: '/wps/member/registerSettings' })).json().value;
    expect(settings).toMatchObject({ minimumAge: 21, birthDateRequired: true });
    const missing = await register({ username: 'rg_young' });
    expect(missing.json(), missing.body).toMatchObject({
      errorCode: 'validation.failed',
      data: { fields: [{ field: 'birthDate' }] },
    });
    for (const bad of ['2001-02-30', '1899-12-31', '3000-01-01', '2001-01-01\u0000']) {
      const res = await register({ username: 'rg_young', birthDate: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
    const young = await register({ username: 'rg_young', birthDate: yearsAgo(21, 2) });
    expect(young.json().errorCode).toBe('rg.age.below');
    expect(young.json().message).toBe('You must be at least 21 years old to register.');
    expect(await memberNamed('rg_young')).toBeUndefined();
  });

  it('of a player old enough is kept, with the consent, the version and the default limits', async () => {
    const born = yearsAgo(21, -2);
    expect((await register({ username: 'rg_adult', birthDate: born })).statusCode).toBe(200);
    const member = await memberNamed('rg_adult');
    expect(member).toMatchObject({ birthDate: born, agreementVersion: '2026-11', rgGuarded: true });
    const limits = await t.services.database.db
      .select()
      .from(memberLimits)
      .where(eq(memberLimits.memberId, member?.id as number));
    expect(limits).toEqual([
      expect.objectContaining({ kind: 'deposit', period: 'day', setBy: 'player', amount: 500_000, pendingFrom: null }),
    ]);
  });

  it('counts whole years', () => {
    expect(ageOn('2005-11-26', '2026-11-25')).toBe(20);
    expect(ageOn('2005-11-25', '2026-11-25')).toBe(21);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });
});
