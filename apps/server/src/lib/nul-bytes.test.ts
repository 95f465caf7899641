import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, members } from '../db/schema';
import { login, registerPayload, sealedRequest } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { newRequestId, type Player, player } from '../testing/wallet';

// Issue 8 item 11: a NUL byte in any text field or query is a 400 naming the field, never a 500.
let t: TestApp;
let alice: Player;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  alice = await player(t, 'nul_alice');
});
afterAll(() => t?.close());

let ip = 1;
const client = () => ({ 'x-forwarded-for': `10.111.0.${ip++}`, language: 'EN' });
const refused = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  const body = res.json() as { errorCode: string; data?: { fields?: { field: string; message: string }[] } };
  expect(body.errorCode).toBe('validation.failed');
  expect(body.data?.fields?.map((f) => f.field)).toContain(field);
};

describe('NUL bytes', () => {
  it('in the (encrypted) login name', async () => {
    refused(await login(t, { username: 'nul_alice\u0000', password: 'x-password-1' }, client()), 'username');
    refused(await login(t, { username: '\u0000', password: 'nul_alice-login-password' }, client()), 'username');
  });

  it('in the (encrypted) registration', async () => {
    const before = (await t.services.database.db.select().from(members)).length;
    const res = await sealedRequest(t, {
      method: 'PUT',
      url: '/wps/member/register',
      payload: registerPayload({ username: 'nulplayer', nickname: 'Ni\u0000ck' }),
      headers: client(),
    });
    refused(res, 'nickname');
    expect((await t.services.database.db.select().from(members)).length).toBe(before);
  });

  it('in a query: the game search, raw or percent-encoded', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/game/list?gameType=RNG&gameName=a%00b',
      headers: client(),
    });
    refused(res, 'gameName');
    const bare = await t.request({
      method: 'GET',
      url: '/wps/game/list',
      query: { gameType: 'RNG', gameName: '\u0000' },
      headers: client(),
    });
    refused(bare, 'gameName');
  });

  it('in a form-encoded and a JSON body, and nothing is written', async () => {
    const before = (await t.services.database.db.select().from(deposits)).length;
    const json = await t.request({
      method: 'POST',
      url: '/wps/wallets/deposit',
      headers: alice.headers,
      payload: { requestId: newRequestId(), channelId: 'bank', amount: 50_000, payerName: 'Ana\u0000Cruz' },
    });
    refused(json, 'payerName');
    const form = await t.request({
      method: 'POST',
      url: '/wps/member/password/forgot',
      headers: { ...client(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=nul_alice%00&email=a%40example.com',
    });
    refused(form, 'username');
    expect((await t.services.database.db.select().from(deposits)).length).toBe(before);
  });

  it('in a path parameter and an object key', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/wps/wallets/deposit',
      headers: alice.headers,
      payload: { requestId: newRequestId(), channelId: 'bank', amount: 50_000, 'pay\u0000er': 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
    const vendor = await t.app.inject({ method: 'POST', url: '/vendor-api/A%00B/balance', payload: {} });
    expect(vendor.statusCode).toBeLessThan(500);
  });
});
