import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, requestLogFields } from '../../../app';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { vendorCall } from '../../../testing/vendor-api';
import { adminCommand, balance, type Player, player } from '../../../testing/wallet';

/**
 * Issue 8 item 6: a game's launch token dies with the member's session that made it (logout,
 * a password change, a disabled member), for the in-house and sandbox pages and the vendors'
 * authenticate call alike; and `t=` never reaches the request log.
 */
let t: TestApp;
let diceNode: number;
let aurNode: number;
beforeAll(async () => {
  t = await createTestApp();
  const list = async (query: string) =>
    (await t.request({ method: 'GET', url: `/wps/game/list?${query}` })).json().value.games as {
      nodeId: number;
      roomId: string;
    }[];
  diceNode = (await list('gameType=INHOUSE')).find((g) => g.roomId === 'dice')?.nodeId as number;
  aurNode = (await list('gameType=RNG&vassalage=AUR')).find((g) => g.roomId === 'aur-001')?.nodeId as number;
}, 60_000);
afterAll(() => t.close());

async function launch(p: Player, vendor = 'INHOUSE', game = 'dice', node = diceNode) {
  const res = await t.request({
    method: 'GET',
    url: `/wps/game/launchGame?vendor=${vendor}&gameId=${game}&nodeId=${node}`,
    headers: p.headers,
  });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().value.url, 'http://x').searchParams.get('t') as string;
}
const session = (token: string) => t.request({ method: 'GET', url: `/inhouse/api/session?t=${token}` });
const play = (token: string) =>
  t.request({
    method: 'POST',
    url: '/inhouse/api/play',
    payload: { t: token, stake: 1_000, params: { target: 50, direction: 'under' } },
  });

/** The token plays now; after `end` it is refused everywhere and the wallet does not move. */
async function diesWith(p: Player, end: () => Promise<void>) {
  const token = await launch(p);
  expect((await session(token)).statusCode).toBe(200);
  expect((await play(token)).statusCode).toBe(200);
  const before = await balance(t, p);
  await end();
  for (const res of [await session(token), await play(token)]) {
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('session.expired');
  }
  return before;
}

describe('launch tokens end with the session (item 6)', () => {
  it('after logout the in-house token is refused and moves nothing', async () => {
    const p = await player(t, 'lt_logout', { funds: 50_000 });
    const before = await diesWith(p, async () => {
      const out = await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: p.headers });
      expect(out.statusCode).toBe(200);
    });
    expect(
      await t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'main' } }),
    ).toBe(before);
  });

  it('after a password change (even in the session that launched) the token is refused', async () => {
    const p = await player(t, 'lt_pw', { funds: 50_000 });
    await diesWith(p, async () => {
      const changed = await t.request({
        method: 'POST',
        url: '/wps/member/password/change',
        headers: p.headers,
        payload: {
          oldPassword: 'lt_pw-login-password',
          newPassword: 'Correct-horse-battery-77',
          confirmNewPassword: 'Correct-horse-battery-77',
        },
      });
      expect(changed.statusCode).toBe(200);
    });
    // A game launched after the change plays.
    expect((await session(await launch(p))).statusCode).toBe(200);
  });

  it('after the member is disabled the token is refused', async () => {
    const p = await player(t, 'lt_off', { funds: 50_000 });
    await diesWith(p, async () => {
      expect((await adminCommand(t, 'member:status', 'DEMO', 'lt_off', 'disabled')).ok).toBe(true);
    });
  });

  it('a sandbox vendor’s token and its authenticate call end with the session too', async () => {
    const p = await player(t, 'lt_vendor', { funds: 50_000 });
    const secret = (await adminCommand(t, 'vendor:secret', 'AUR')).output;
    const token = await launch(p, 'AUR', 'aur-001', aurNode);
    const page = () => t.request({ method: 'GET', url: `/vendor-sandbox/api/session?t=${token}` });
    expect((await page()).statusCode).toBe(200);
    expect((await vendorCall(t, { secret, action: 'authenticate', body: { token } })).body).toMatchObject({ ok: true });
    await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: p.headers });
    expect((await page()).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/vendor-sandbox/api/play', payload: { t: token, stake: 1_000 } }))
        .statusCode,
    ).toBe(401);
    expect(await vendorCall(t, { secret, action: 'authenticate', body: { token } })).toEqual({
      status: 401,
      body: { ok: false, error: 'TOKEN_EXPIRED' },
    });
  });
});

describe('launch tokens stay out of the request log (item 6)', () => {
  it('redactUrl masks t=, and the logged request uses it', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    expect(redactUrl(`/inhouse/dice?t=${token}&lang=EN&back=%2Fm%2Fhome`)).toBe(
      '/inhouse/dice?t=[redacted]&lang=EN&back=%2Fm%2Fhome',
    );
    expect(redactUrl(`/inhouse/api/session?lang=EN&t=${token}`)).toBe('/inhouse/api/session?lang=EN&t=[redacted]');
    expect(redactUrl('/wps/game/list?tab=hot&at=1')).toBe('/wps/game/list?tab=hot&at=1');
    const logged = requestLogFields({
      method: 'GET',
      url: `/vendor-sandbox/api/session?t=${token}`,
      host: 'localhost',
      ip: '10.0.0.1',
      socket: { remotePort: 5000 },
    } as never);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(logged.url).toBe('/vendor-sandbox/api/session?t=[redacted]');
  });
});
