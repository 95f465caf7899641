import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/raw';
import { games, merchantGames } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { balance, player } from '../../../testing/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const list = async (query: string, language = 'EN') =>
  (await get(`/wps/game/list?${query}`, { language })).json().value;

describe('catalogue', () => {
  it('the demo has 300+ games of 8+ vendors in every category, the lotteries included', async () => {
    const [count] = await rawRows<{ n: number }>(t.services.database.db, sql`select count(*)::int as n from games`);
    expect(count?.n).toBeGreaterThanOrEqual(300);
    const vendors = (await get('/wps/game/vassalage')).json().value;
    expect(vendors.length).toBeGreaterThanOrEqual(8);
    const menus = (await get('/wps/game/menus')).json().value.map((m: { gameCategory: string }) => m.gameCategory);
    expect(menus).toEqual([
      'HOT',
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'SPORTS',
      'ESPORTS',
      'ELOTT',
      'VNLOTT',
      'INHOUSE',
    ]);
  });

  it('lists 26 a page from page 1, with totalPages, names in the request’s language', async () => {
    const page1 = await list('gameType=RNG');
    expect(page1.games).toHaveLength(26);
    expect(page1).toMatchObject({ pageNum: 1, totalPages: Math.ceil(page1.total / 26) });
    const last = await list(`gameType=RNG&pageNo=${page1.totalPages}`);
    expect(last.games.length).toBe(page1.total - 26 * (page1.totalPages - 1));
    const beyond = await list(`gameType=RNG&pageNo=${page1.totalPages + 1}`);
    expect(beyond.games).toEqual([]);
    const ty = await list('gameType=RNG', 'TY');
    expect(ty.games[0].nodeId).toBe(page1.games[0].nodeId);
    expect(ty.games.some((g: { gameName: string }, i: number) => g.gameName !== page1.games[i].gameName)).toBe(true);
    expect(page1.games[0].iconUrl).toMatch(/^\/media\/games\/\d+\.webp\?v=\d+$/);
  });

  it('answers a page with an ETag, and 304 without a body to a client that has it (issue 10)', async () => {
    const first = await get('/wps/game/list?gameType=FISH', { language: 'EN' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toMatchObject({ success: true, value: { pageNum: 1 } });

    const again = await get('/wps/game/list?gameType=FISH', { language: 'EN', 'if-none-match': `W/${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another language or page is another body: the old tag does not match it.
    const ty = await get('/wps/game/list?gameType=FISH', { language: 'TY', 'if-none-match': etag });
    expect(ty.statusCode).toBe(200);
    expect(ty.headers.etag).not.toBe(etag);
    const stale = await get('/wps/game/list?gameType=FISH', { language: 'EN', 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
    // Menus and vendor data are shared the same way.
    for (const url of ['/wps/game/menus', '/wps/game/vendorData']) {
      const res = await get(url);
      expect((await get(url, { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
    }
  });

  it('filters by name, vendor, classification, new, minimum bet and lines', async () => {
    const all = await list('gameType=RNG&pageSize=60');
    const name = all.games[5].gameName.split(' ')[1];
    const byName = await list(`gameType=RNG&gameName=${encodeURIComponent(name.toLowerCase())}&pageSize=60`);
    expect(byName.games.length).toBeGreaterThan(0);
    expect(byName.games.every((g: { gameName: string }) => g.gameName.toLowerCase().includes(name.toLowerCase()))).toBe(
      true,
    );
    const jade = await list('gameType=RNG&vassalage=JADE&pageSize=60');
    expect(jade.total).toBe(80);
    expect(jade.games.every((g: { vassalage: string }) => g.vassalage === 'JADE')).toBe(true);
    const jackpot = await list('gameType=RNG&gameClassify=jackpot&pageSize=60');
    expect(jackpot.games.every((g: { classifications: string[] }) => g.classifications.includes('jackpot'))).toBe(true);
    const fresh = await list('gameType=RNG&isNew=true&pageSize=60');
    expect(fresh.games.every((g: { isNew: boolean }) => g.isNew)).toBe(true);
    const cheap = await list('gameType=RNG&minBet=0.05&pageSize=60');
    expect(cheap.games.every((g: { minBet: number }) => g.minBet <= 5)).toBe(true);
    const lines = await list('gameType=RNG&minLine=40&pageSize=60');
    expect(lines.games.every((g: { lines: number }) => g.lines >= 40)).toBe(true);
    const inhouse = await list('gameType=INHOUSE');
    expect(inhouse.games.map((g: { roomId: string }) => g.roomId).sort()).toEqual(['dice', 'limbo', 'lucky-sevens']);
    const hot = await list('gameType=HOT');
    expect(hot.games.length).toBeGreaterThan(10);
    // A search for % or _ means those characters, not wildcards.
    expect((await list('gameType=RNG&gameName=%25')).total).toBe(0);
  });

  it('refuses malformed filters and page numbers with 400', async () => {
    for (const query of [
      'gameType=CASINO',
      'gameType=RNG&pageNo=0',
      'gameType=RNG&pageNo=abc',
      'gameType=RNG&pageSize=500',
      'gameType=RNG&minBet=0.02',
      'gameType=RNG&vassalage=aur%27--',
      'pageNo=1',
    ]) {
      expect((await get(`/wps/game/list?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('vendor data: sorting and mapping, vendor icons by the CDN path rule, lobbies for tiles', async () => {
    const data = (await get('/wps/game/vendorData')).json().value;
    expect(data.sorting.map((s: { gameCategory: string }) => s.gameCategory)).toEqual([
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'SPORTS',
      'ESPORTS',
      'ELOTT',
      'VNLOTT',
      'INHOUSE',
    ]);
    // Playdeck's lotteries: one vendor of both lottery kinds, opened on the site's own lobby (no lobby game).
    expect(data.mapping.VNLOTT).toEqual([expect.objectContaining({ vassalage: 'PDLOT', gameId: '', nodeId: 0 })]);
    expect(data.mapping.ELOTT).toEqual([expect.objectContaining({ vassalage: 'PDLOT', gameCategory: 'ELOTT' })]);
    const cockfight = data.mapping.COCKFIGHT[0];
    expect(cockfight).toMatchObject({
      vassalage: 'DS88',
      gameId: 'lobby',
      mobileSmallIcon: '/media/DEMO/vendors/DS88-white.webp',
    });
    expect(cockfight.nodeId).toBeGreaterThan(0);
    const image = await get(cockfight.mobileSmallIcon);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const art = await get(`/media/games/${cockfight.nodeId}.webp`);
    expect(art.statusCode).toBe(200);
    expect(art.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect((await get('/media/games/99999999.webp')).statusCode).toBe(404);
  });

  it('answers a list of 20,000 games from the index (the plan does not change with size)', async () => {
    const db = t.services.database.db;
    const plan = async () =>
      (
        await rawRows<{ 'QUERY PLAN': string }>(
          db,
          sql`explain select g.id from merchant_games mg join games g on g.id = mg.game_id
              where mg.merchant_id = 1 and mg.category = 'RNG' and mg.enabled and g.status = 'active'
              order by mg.sort_order, mg.game_id limit 26 offset 0`,
        )
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    await db.execute(sql`insert into games (vendor_code, game_code, category, game_type, names, search_text, min_bet, lines, support_play)
      select 'AUR', 'bulk-' || n, 'RNG', 'slot', jsonb_build_object('EN', 'Bulk ' || n), 'bulk ' || n, 10, 20, true
      from generate_series(1, 20000) n`);
    await db.execute(sql`insert into merchant_games (merchant_id, game_id, category, vendor_code, sort_order)
      select 1, id, 'RNG', 'AUR', 1000 + id from games where game_code like 'bulk-%'`);
    await db.execute(sql`analyze merchant_games`);
    await db.execute(sql`analyze games`);
    const big = await plan();
    expect(big).toMatch(/Index Scan using merchant_games_list/);
    expect(big).not.toMatch(/Seq Scan on merchant_games/);
    const page = await list('gameType=RNG&pageNo=300');
    expect(page.games).toHaveLength(26);
    // Clean up for the other tests.
    await db.execute(
      sql`delete from merchant_games where game_id in (select id from games where game_code like 'bulk-%')`,
    );
    await db.delete(games).where(sql`${games.gameCode} like 'bulk-%'`);
    expect((await db.select().from(merchantGames).where(sql`${merchantGames.sortOrder} > 1000`)).length).toBe(0);
  }, 60_000);
});

describe('favourites, recent, launch, records', () => {
  it('favourites: add twice is once, ids and list follow, remove; a session is required', async () => {
    const p = await player(t, 'fav_one');
    const some = (await list('gameType=RNG')).games.slice(0, 3);
    expect(
      (await t.request({ method: 'POST', url: '/wps/game/favourite', payload: { nodeId: some[0].nodeId } })).statusCode,
    ).toBe(401);
    for (const g of [some[0], some[1], some[0]]) {
      const res = await t.request({
        method: 'POST',
        url: '/wps/game/favourite',
        headers: p.headers,
        payload: { nodeId: g.nodeId, vendor: g.vassalage },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await get('/wps/game/favourite/ids', p.headers)).json().value.sort()).toEqual(
      [some[0].nodeId, some[1].nodeId].sort(),
    );
    const page = (await get('/wps/game/favourites?pageNo=1&pageSize=26', p.headers)).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(page.content).toHaveLength(2);
    await t.request({ method: 'DELETE', url: `/wps/game/favourite?nodeId=${some[0].nodeId}`, headers: p.headers });
    expect((await get('/wps/game/favourite/ids', p.headers)).json().value).toEqual([some[1].nodeId]);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/wps/game/favourite',
          headers: p.headers,
          payload: { nodeId: 999999999 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('launch needs a session, answers the address, and adds to recent (the last 25 kept)', async () => {
    const p = await player(t, 'launcher', { funds: 50_000 });
    const dice = (await list('gameType=INHOUSE')).games.find((g: { roomId: string }) => g.roomId === 'dice');
    const query = `vendor=INHOUSE&gameId=dice&nodeId=${dice.nodeId}&pageBack=/m/gameList`;
    expect((await get(`/wps/game/launchGame?${query}`)).statusCode).toBe(401);
    const launched = (await get(`/wps/game/launchGame?${query}`, p.headers)).json().value;
    expect(launched.url).toMatch(/^\/inhouse\/dice\?t=[A-Za-z0-9_-]{43}&lang=EN&back=%2Fm%2FgameList$/);
    expect(
      (await get(`/wps/game/launchGame?vendor=INHOUSE&gameId=limbo&nodeId=${dice.nodeId}`, p.headers)).statusCode,
    ).toBe(404);
    expect((await get('/wps/game/launchGame?vendor=NOPE&gameId=x&nodeId=1', p.headers)).statusCode).toBe(404);
    const rng = (await list('gameType=RNG&pageSize=30&vassalage=AUR')).games;
    for (const g of rng.slice(0, 27)) await get(`/wps/game/recent/add?nodeId=${g.nodeId}`, p.headers);
    const recent = (await get('/wps/game/recent', p.headers)).json().value;
    expect(recent).toHaveLength(25);
    expect(recent[0].nodeId).toBe(rng[26].nodeId);
  });

  it('an in-house round moves the wallet and appears in the bet records', async () => {
    const p = await player(t, 'roller', { funds: 50_000 });
    const dice = (await list('gameType=INHOUSE')).games.find((g: { roomId: string }) => g.roomId === 'dice');
    const url = (await get(`/wps/game/launchGame?vendor=INHOUSE&gameId=dice&nodeId=${dice.nodeId}`, p.headers)).json()
      .value.url as string;
    const token = new URL(url, 'http://x').searchParams.get('t') as string;
    const session = (await get(`/inhouse/api/session?t=${token}`)).json().value;
    expect(session).toMatchObject({ game: 'dice', balance: 50_000, playMoney: false, rtp: 99 });
    expect(session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    let expected = 50_000;
    for (let i = 0; i < 5; i++) {
      const round = (
        await t.request({
          method: 'POST',
          url: '/inhouse/api/play',
          payload: { t: token, stake: 1_000, params: { target: 50, direction: 'under' } },
        })
      ).json().value;
      expected += round.payout - 1_000;
      expect(round.balance).toBe(expected);
      expect(round.nonce).toBe(i);
    }
    expect(await balance(t, p)).toBe(expected);
    const records = (await get('/wps/game/records?gameCategory=RNG', p.headers)).json().value;
    expect(records.content).toHaveLength(5);
    expect(records.content[0]).toMatchObject({
      gameName: 'Dice',
      // The web names the game in the current language and reopens it (issue 8 item 22).
      gameId: dice.nodeId,
      gameCode: 'dice',
      vendorCode: 'INHOUSE',
      gameNames: { EN: 'Dice', TY: expect.any(String) },
      vendorName: 'Playdeck Originals',
      stake: 1_000,
      status: 'settled',
    });

    // Rotation reveals the seed; every round recomputes the same.
    const rotated = (
      await t.request({
        method: 'POST',
        url: '/inhouse/api/seeds/rotate',
        payload: { t: token, clientSeed: 'my-seed' },
      })
    ).json().value;
    expect(rotated.revealed.nonces).toBe(5);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(rotated.revealed.serverSeed).digest('hex')).toBe(
      session.fairness.serverSeedHash,
    );
    const verify = (
      await t.request({
        method: 'POST',
        url: '/inhouse/api/verify',
        payload: {
          game: 'dice',
          serverSeed: rotated.revealed.serverSeed,
          clientSeed: rotated.revealed.clientSeed,
          nonce: 0,
          params: { target: 50, direction: 'under' },
        },
      })
    ).json().value;
    expect(typeof verify.detail.roll).toBe('number');
    expect(rotated.next).toMatchObject({ clientSeed: 'my-seed', nonce: 0 });

    const tooMuch = await t.request({
      method: 'POST',
      url: '/inhouse/api/play',
      payload: { t: token, stake: 900_000, params: { target: 50, direction: 'under' } },
    });
    expect(tooMuch.json().errorCode).toBe('insufficient.funds');
    const badParams = await t.request({
      method: 'POST',
      url: '/inhouse/api/play',
      payload: { t: token, stake: 100, params: { target: 99.5, direction: 'under' } },
    });
    expect(badParams.statusCode).toBe(400);
    expect((await get('/inhouse/api/session?t=not-a-real-token-but-long-enough-xxxxxxxxxxxxx')).statusCode).toBe(401);
  });

  it('free play and trial accounts play with play money only', async () => {
    const trial = (
      await t.request({ method: 'GET', url: '/wps/session/trial', headers: { 'x-forwarded-for': '10.77.0.1' } })
    ).json().value;
    const limbo = (await list('gameType=INHOUSE')).games.find((g: { roomId: string }) => g.roomId === 'limbo');
    const url = (
      await get(`/wps/game/launchGame?vendor=INHOUSE&gameId=limbo&nodeId=${limbo.nodeId}`, {
        authorization: trial.token,
      })
    ).json().value.url as string;
    const token = new URL(url, 'http://x').searchParams.get('t') as string;
    const session = (await get(`/inhouse/api/session?t=${token}`)).json().value;
    expect(session).toMatchObject({ playMoney: true, balance: 200_000, currency: { code: 'XTR' } });
    const round = (
      await t.request({
        method: 'POST',
        url: '/inhouse/api/play',
        payload: { t: token, stake: 1_000, params: { target: 2 } },
      })
    ).json().value;
    expect(round.balance).toBe(200_000 - 1_000 + round.payout);
    const real = await player(t, 'freeplay', { funds: 10_000 });
    const free = (
      await get(`/wps/game/launchGame?vendor=INHOUSE&gameId=limbo&nodeId=${limbo.nodeId}&accountType=0`, real.headers)
    ).json().value.url as string;
    const freeSession = (await get(`/inhouse/api/session?t=${new URL(free, 'http://x').searchParams.get('t')}`)).json()
      .value;
    expect(freeSession).toMatchObject({ playMoney: true, balance: 200_000 });
    expect(await balance(t, real)).toBe(10_000);
  });
});
