import { expect, type Site } from './fixtures';
import { apiLogin, launchPath } from './game-launch';
import { serverFetch } from './server-fetch';

/** Plays in-house dice rounds as the player, through the game's own API (as its page does). */
export async function playDice(site: Site, username: string, password: string, rounds: number, stake = 1_000) {
  const token = await apiLogin(site, username, password);
  const url = await launchPath(site, token, { gameType: 'RNG', vendor: 'INHOUSE', gameId: 'dice' });
  const t = new URL(url, 'http://x').searchParams.get('t');
  for (let i = 0; i < rounds; i++) {
    // Under 60: wins about three times in five, so the record holds bets and wins.
    const response = await serverFetch('/inhouse/api/play', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ t, stake, params: { target: i === 0 ? 98 : 60, direction: 'under' } }),
    });
    expect(response.status).toBe(200);
  }
}
