import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { type Player, player } from '../../testing/wallet';

/*
 * Issue 15 reality check: the member's beat (default the merchant's 60 minutes, or their own),
 * and the figures of the session so far, for the site and for the in-house game pages, which
 * can also end the member session (Log out in the reminder).
 */

let t: TestApp;
let diceNode: number;
beforeAll(async () => {
  t = await createTestApp();
  const games = (await t.request({ method: 'GET', url: '/wps/game/list?gameType=INHOUSE' })).json().value.games as {
    nodeId: number;
    roomId: string;
  }[];
  diceNode = games.find((g) => g.roomId === 'dice')?.nodeId as number;
}, 60_000);
afterAll(() => t.close());

const launchDice = async (p: Player) => {
  const launched = await t.request({
    method: 'GET',
    url: `/wps/game/launchGame?vendor=INHOUSE&gameId=dice&nodeId=${diceNode}`,
    headers: p.headers,
  });
  return new URL(launched.json().value.url, 'http://x').searchParams.get('t') as string;
};
const page = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, headers: { language: 'EN' }, ...(payload ? { payload } : {}) });
const status = async (p: Player) =>
  (await t.request({ method: 'GET', url: '/wps/responsibleGaming', headers: p.headers })).json().value;

describe('the reality check', () => {
  it('beats every 60 minutes by default, or as the player chose; a bad choice changes nothing', async () => {
    const p = await player(t, 'rc_choice');
    expect((await status(p)).realityCheckMinutes).toBe(60);
    const choose = (minutes: unknown) =>
      t.request({
        method: 'PUT',
        url: '/wps/responsibleGaming/realityCheck',
        headers: p.headers,
        payload: { minutes },
      });
    for (const bad of [7, -15, 15.5, '15\u0000', null]) expect((await choose(bad)).statusCode, String(bad)).toBe(400);
    expect((await status(p)).realityCheckMinutes).toBe(60);
    expect((await choose(15)).statusCode).toBe(200);
    expect((await status(p)).realityCheckMinutes).toBe(15);
    expect((await choose(0)).statusCode).toBe(200);
    expect((await status(p)).realityCheckMinutes).toBe(0);
  });

  it('on a game page: the session’s start, the beat and its stakes and wins, as on the site', async () => {
    const p = await player(t, 'rc_game', { funds: 50_000 });
    await t.request({
      method: 'PUT',
      url: '/wps/responsibleGaming/realityCheck',
      headers: p.headers,
      payload: { minutes: 15 },
    });
    const token = await launchDice(p);
    const opened = (await page('GET', `/inhouse/api/session?t=${token}`)).json().value;
    const site = await status(p);
    expect(opened.realityCheck).toMatchObject({ startedAt: site.session.startedAt, minutes: 15, staked: 0, won: 0 });
    expect(Math.abs(Date.parse(opened.realityCheck.serverTime) - Date.now())).toBeLessThan(5_000);
    let won = 0;
    for (let i = 0; i < 3; i++) {
      const round = await page('POST', '/inhouse/api/play', {
        t: token,
        stake: 1_000,
        params: { target: 50, direction: 'under' },
      });
      won += round.json().value.payout;
    }
    const reality = (await page('GET', `/inhouse/api/reality?t=${token}`)).json().value;
    expect(reality).toMatchObject({ minutes: 15, staked: 3_000, won });
    expect((await status(p)).session).toMatchObject({ staked: 3_000, won });
    for (const bad of ['', 'x', `${token}\u0000`])
      expect((await page('GET', `/inhouse/api/reality?t=${encodeURIComponent(bad)}`)).statusCode).not.toBe(200);
  });

  it('Log out on the game page ends the member session, and the game with it', async () => {
    const p = await player(t, 'rc_logout', { funds: 10_000 });
    const token = await launchDice(p);
    const other = await player(t, 'rc_other', { funds: 10_000 });
    const othersToken = await launchDice(other);
    expect((await page('POST', '/inhouse/api/logout', { t: `${token}\u0000` })).statusCode).toBe(400);
    expect((await page('POST', '/inhouse/api/logout', { t: token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: p.headers })).statusCode).toBe(401);
    expect((await page('GET', `/inhouse/api/session?t=${token}`)).json().errorCode).toBe('session.expired');
    // Another player's session and game are untouched.
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: other.headers })).statusCode).toBe(200);
    expect((await page('GET', `/inhouse/api/session?t=${othersToken}`)).statusCode).toBe(200);
  });
});
