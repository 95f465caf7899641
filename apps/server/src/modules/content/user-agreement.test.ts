import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = async (name: string, ...args: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/commands/${name}`,
    headers: { authorization: `Bearer ${t.services.adminToken}` },
    payload: { args },
  });

const agreement = async (merchant: string, language: string) => {
  const res = await t.request({ method: 'GET', url: '/wps/member/userAgreement', headers: { merchant, language } });
  expect(res.statusCode).toBe(200);
  return res.json().value as { language: string; text: string };
};

describe('user agreement (issue 8 item 18)', () => {
  it('serves the demo merchant’s seeded agreement in Tagalog and English', async () => {
    const ty = await agreement('DEMO', 'TY');
    expect(ty.language).toBe('TY');
    expect(ty.text).toMatch(/^# Kasunduan sa Paggamit/);
    expect(ty.text).toContain('18 taong gulang');
    const en = await agreement('DEMO', 'EN');
    expect(en).toMatchObject({ language: 'EN' });
    expect(en.text).toMatch(/^# User Agreement/);
  });

  it('serves what the operator sets, per merchant, falling back to the default language', async () => {
    expect((await admin('merchant:add', 'AGRA', 'Agra Play', 'PHP', '--like', 'DEMO')).statusCode).toBe(200);
    const set = await admin('set', 'AGRA', 'userAgreement', JSON.stringify({ text: { TY: 'Tuntunin ng Agra' } }));
    expect(set.statusCode).toBe(200);
    expect(await agreement('AGRA', 'TY')).toEqual({ language: 'TY', text: 'Tuntunin ng Agra' });
    // No English text: the merchant's default language (TY) rather than an empty page.
    expect(await agreement('AGRA', 'EN')).toEqual({ language: 'TY', text: 'Tuntunin ng Agra' });
    // Another merchant's agreement is untouched.
    expect((await agreement('DEMO', 'TY')).text).toMatch(/^# Kasunduan sa Paggamit/);
  });

  it('answers empty text for a merchant without one, and refuses a value that is not the setting’s shape', async () => {
    expect((await admin('merchant:add', 'BARE', 'Bare Play', 'PHP')).statusCode).toBe(200);
    expect(await agreement('BARE', 'EN')).toEqual({ language: 'EN', text: '' });
    const bad = await admin('set', 'BARE', 'userAgreement', JSON.stringify({ text: { XX: 'nope' } }));
    expect(bad.json().ok).not.toBe(true);
    expect(await agreement('BARE', 'EN')).toEqual({ language: 'EN', text: '' });
  });
});
