import { randomInt } from 'node:crypto';
import { sealBody } from '@playdeck/contracts';
import type { Site } from './fixtures';
import { serverFetch } from './server-fetch';

async function call<T>(site: Site, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await serverFetch(path, {
    ...init,
    headers: {
      merchant: site.code,
      // A client address of its own, so per-address limits of other tests never meet this one.
      'x-forwarded-for': `10.77.${randomInt(0, 255)}.${randomInt(1, 255)}`,
      ...init.headers,
    },
  });
  const body = (await response.json()) as { success: boolean; value: T; errorCode?: string };
  if (!body.success) throw new Error(`${path}: ${response.status} ${body.errorCode}`);
  return body.value;
}

/** Logs a member in through the API with a sealed body, as the web app does; returns the session token. */
export async function apiLogin(site: Site, username: string, password: string): Promise<string> {
  const key = await call<{ keyId: string; publicKey: string }>(site, '/wps/session/publicKey');
  const sealed = await sealBody(key, { type: 'username', username, password });
  const answer = await call<{ token: string }>(site, '/wps/session/login', {
    method: 'POST',
    headers: { encryption: sealed.header, 'content-type': 'application/json' },
    body: JSON.stringify(sealed.body),
  });
  return answer.token;
}

interface GameItem {
  nodeId: number;
  gameId: string;
  vassalage: string;
}

/**
 * The address a launch returns (a path on the member's site), for a game of `vendor` found in
 * the list of `gameType` (the first one when no game id is given).
 */
export async function launchPath(
  site: Site,
  token: string,
  options: { gameType: string; vendor: string; gameId?: string; language?: 'EN' | 'TY'; accountType?: '0' | '1' },
): Promise<string> {
  const headers = { authorization: token, language: options.language ?? 'EN' };
  const list = await call<{ games: GameItem[] }>(
    site,
    `/wps/game/list?gameType=${options.gameType}&vassalage=${options.vendor}&pageSize=60`,
    { headers },
  );
  const game = list.games.find((g) => (options.gameId ? g.gameId === options.gameId : g.vassalage === options.vendor));
  if (!game) throw new Error(`no ${options.vendor} ${options.gameId ?? ''} game in the ${options.gameType} list`);
  const query = new URLSearchParams({
    vendor: options.vendor,
    gameId: game.gameId,
    nodeId: String(game.nodeId),
    pageBack: '/m/home',
  });
  if (options.accountType) query.set('accountType', options.accountType);
  const { url } = await call<{ url: string }>(site, `/wps/game/launchGame?${query}`, { headers });
  return url;
}
