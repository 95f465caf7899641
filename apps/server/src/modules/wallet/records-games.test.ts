import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { player } from '../../testing/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

/**
 * Issue 8 item 22: the account record named a bet's game in English (text frozen at bet time)
 * and a win's not at all. Both now carry the catalogue's game, with its names in every language.
 */
describe('account record game lines', () => {
  it('bet and win lines name their game as the catalogue does, in every language', async () => {
    const p = await player(t, 'namer', { funds: 50_000 });
    const dice = (await get('/wps/game/list?gameType=INHOUSE', { language: 'EN' }))
      .json()
      .value.games.find((g: { roomId: string }) => g.roomId === 'dice');
    const url = (await get(`/wps/game/launchGame?vendor=INHOUSE&gameId=dice&nodeId=${dice.nodeId}`, p.headers)).json()
      .value.url as string;
    const token = new URL(url, 'http://x').searchParams.get('t') as string;
    // Under 98 nearly always wins: a bet line and (almost surely) a win line; play until one wins.
    for (let i = 0; i < 5; i++) {
      const round = await t.request({
        method: 'POST',
        url: '/inhouse/api/play',
        payload: { t: token, stake: 1_000, params: { target: 98, direction: 'under' } },
      });
      expect(round.statusCode).toBe(200);
      if (round.json().value.payout > 0) break;
    }
    const tyDice = (await get('/wps/game/list?gameType=INHOUSE', { language: 'TY' }))
      .json()
      .value.games.find((g: { roomId: string }) => g.roomId === 'dice');
    const lines = (await get('/wps/wallets/records', { ...p.headers, language: 'TY' })).json().value.content as {
      kind: string;
      detail: string | null;
      game: { id: number; code: string; vendorCode: string; names: Record<string, string> } | null;
    }[];
    const bet = lines.find((line) => line.kind === 'bet');
    const win = lines.find((line) => line.kind === 'win');
    const expected = { id: dice.nodeId, code: 'dice', vendorCode: 'INHOUSE', names: { EN: dice.gameName } };
    expect(bet?.game).toMatchObject(expected);
    expect(win?.game).toMatchObject(expected);
    // The same name the lobby shows in Tagalog.
    expect(win?.game?.names.TY).toBe(tyDice.gameName);
    // Lines that are not a game's carry none.
    expect(lines.filter((line) => line.kind !== 'bet' && line.kind !== 'win').every((l) => l.game === null)).toBe(true);
  });
});
