import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerPayload, sealedRequest, solvedCaptcha } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, PIN, player } from '../../testing/wallet';

/** Issue 8 item 8: a payment PIN an attacker tries first is refused when set or changed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const WEAK: Record<string, string[]> = {
  'one digit repeated': ['000000', '111111', '999999'],
  'ascending run': ['123456', '234567', '567890', '890123'],
  'descending run': ['654321', '987654', '098765'],
  'a short pattern repeated': ['121212', '123123', '909090'],
  'a keypad shape or common PIN': ['112233', '123321', '147258', '159753'],
};

const setPin = (headers: Record<string, string>, currentPassword: string, pin: string) =>
  t.request({
    method: 'POST',
    url: '/wps/security/paymentPassword',
    headers,
    payload: { currentPassword, newPaymentPassword: pin, confirmPaymentPassword: pin },
  });

describe('weak payment PINs', () => {
  for (const [kind, pins] of Object.entries(WEAK)) {
    it(`refuses ${kind} when changing the PIN, with a message saying what is expected`, async () => {
      const p = await player(t, `weak_${kind.replace(/\W/g, '_').slice(0, 20)}`);
      for (const pin of pins) {
        const res = await setPin(p.headers, PIN, pin);
        expect(res.statusCode, pin).toBe(400);
        expect(res.json().errorCode).toBe('validation.failed');
        expect(res.json().data.fields).toEqual([
          { field: 'newPaymentPassword', message: expect.stringContaining('not a run (123456, 654321)') },
        ]);
      }
      // Still the old PIN: the refused ones changed nothing.
      expect((await setPin(p.headers, PIN, '582931')).statusCode).toBe(200);
    });
  }

  it('refuses the first PIN too (set with the login password), in Tagalog as well', async () => {
    expect((await adminCommand(t, 'member:add', 'DEMO', 'weak_first', 'weak_first-login-password')).ok).toBe(true);
    const headers: Record<string, string> = { 'x-forwarded-for': '10.77.0.1', language: 'TY' };
    headers.authorization = (
      await login(t, { username: 'weak_first', password: 'weak_first-login-password' }, headers)
    ).json().value.token;
    const refused = await setPin(headers, 'weak_first-login-password', '000000');
    expect(refused.json().data.fields).toEqual([
      { field: 'newPaymentPassword', message: expect.stringContaining('mahirap hulaan') },
    ]);
    expect((await setPin(headers, 'weak_first-login-password', '470913')).statusCode).toBe(200);
  });

  it('refuses the end of the member’s own mobile number', async () => {
    const p = await player(t, 'weak_mobile');
    // A bound number, as the security centre leaves it (binding needs an SMS code).
    await t.services.database.db.execute(sql`update members set mobile = '+639171234867' where id = ${p.memberId}`);
    const res = await setPin(p.headers, PIN, '234867');
    expect(res.json().data.fields[0].message).toContain('not the end of your mobile number');
    expect((await setPin(p.headers, PIN, '234868')).statusCode).toBe(200);
  });

  it('refuses a weak PIN given at registration (when the merchant asks for one there)', async () => {
    await t.services.settings.setFlag({ merchantId: 1, flag: 'REGMOBVERF3', on: false, actor: 'test' });
    await t.services.settings.update({
      merchantId: 1,
      key: 'register',
      change: (r) => ({ ...r, fields: { ...r.fields, paymentPassword: { enabled: true, required: false } } }),
      actor: 'test',
    });
    const headers = { 'x-forwarded-for': '10.77.0.2', language: 'EN' };
    const register = async (username: string, paymentPassword: string) =>
      sealedRequest(t, {
        method: 'PUT',
        url: '/wps/member/register',
        payload: registerPayload({ ...(await solvedCaptcha(t, headers)), username, paymentPassword }),
        headers,
      });
    const weak = await register('weak_reg', '123456');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.fields).toEqual([
      { field: 'paymentPassword', message: expect.stringContaining('not a run (123456, 654321)') },
    ]);
    expect((await register('weak_reg', '470913')).statusCode).toBe(200);
  });
});
