import { randomBytes } from 'node:crypto';
import { games, merchantGames, merchantVendors, vendors } from '../db/schema';
import type { Tx } from '../db/types';
import { LOTTERY_VENDOR } from '../modules/lottery/bets';
import { LOTTERY_GAME_CODES, LOTTERY_GAMES, type LotteryGameCode } from '../modules/lottery/schedule';
import { gameNameFor, generator, tagalog } from './demo-game-names';

/**
 * The demo catalogue (issue 5): nine vendors across every non-lottery category and 300+ games
 * with names in English and Tagalog, classifications, minimum bets and hot ranks, and Playdeck's
 * own lotteries (issue 14). The brands are made up; the in-house vendor and the lotteries
 * really play, the others are sandbox vendors that play a simple round through the same
 * seamless wallet. Deterministic, so every instance agrees.
 */
export interface DemoVendor {
  code: string;
  name: string;
  categories: string[];
  games: number;
  gameTypes: string[];
  launch: 'inhouse' | 'sandbox' | 'lottery';
}

export const DEMO_VENDORS: DemoVendor[] = [
  {
    code: 'INHOUSE',
    name: 'Playdeck Originals',
    categories: ['INHOUSE', 'RNG'],
    games: 0,
    gameTypes: ['original'],
    launch: 'inhouse',
  },
  { code: 'AUR', name: 'Aurora Slots', categories: ['RNG'], games: 140, gameTypes: ['slot'], launch: 'sandbox' },
  { code: 'JADE', name: 'Jade Reels', categories: ['RNG'], games: 80, gameTypes: ['slot'], launch: 'sandbox' },
  {
    code: 'DBF',
    name: 'Deep Blue Fishing',
    categories: ['FISH'],
    games: 24,
    gameTypes: ['fishing'],
    launch: 'sandbox',
  },
  {
    code: 'RLV',
    name: 'Royal Live',
    categories: ['LIVE'],
    games: 30,
    gameTypes: ['baccarat', 'roulette', 'blackjack', 'sicbo', 'dragon-tiger'],
    launch: 'sandbox',
  },
  {
    code: 'CMS',
    name: 'Card Masters',
    categories: ['PVP'],
    games: 26,
    gameTypes: ['tongits', 'pusoy', 'poker', 'mahjong'],
    launch: 'sandbox',
  },
  // Spec 9: DS88 is the cockfight code and TF the e-sports one (sports vendors split on them).
  {
    code: 'DS88',
    name: 'Sabong Arena',
    categories: ['COCKFIGHT'],
    games: 1,
    gameTypes: ['cockfight'],
    launch: 'sandbox',
  },
  {
    code: 'PSB',
    name: 'Pitch Sportsbook',
    categories: ['SPORTS'],
    games: 1,
    gameTypes: ['sportsbook'],
    launch: 'sandbox',
  },
  { code: 'TF', name: 'Arena eSports', categories: ['ESPORTS'], games: 1, gameTypes: ['esports'], launch: 'sandbox' },
  // Playdeck's own lotteries (issue 14): last, so the other vendors' games keep their ids.
  {
    code: LOTTERY_VENDOR,
    name: 'Playdeck Lottery',
    categories: ['VNLOTT', 'ELOTT'],
    games: 0,
    gameTypes: ['lottery'],
    launch: 'lottery',
  },
];

export const INHOUSE_GAMES = [
  { code: 'dice', EN: 'Dice', TY: 'Dais', minBet: 1 },
  { code: 'limbo', EN: 'Limbo', TY: 'Limbo', minBet: 1 },
  { code: 'lucky-sevens', EN: 'Lucky Sevens', TY: 'Masuwerteng Pito', minBet: 5 },
];

/** The lottery vendor's games: the Vietnamese regional draws (VNLOTT) and the fast draws (ELOTT). */
const LOTTERY_GAME_NAMES: Record<LotteryGameCode, { EN: string; TY: string }> = {
  '5D-1': { EN: '5D Lotto · 1 min', TY: '5D Lotto · 1 minuto' },
  '5D-3': { EN: '5D Lotto · 3 min', TY: '5D Lotto · 3 minuto' },
  '5D-5': { EN: '5D Lotto · 5 min', TY: '5D Lotto · 5 minuto' },
  'VN-south': { EN: 'Vietnam Lottery · South', TY: 'Loterya ng Vietnam · Timog' },
  'VN-central': { EN: 'Vietnam Lottery · Central', TY: 'Loterya ng Vietnam · Gitna' },
  'VN-north': { EN: 'Vietnam Lottery · North', TY: 'Loterya ng Vietnam · Hilaga' },
};

const CLASSIFICATIONS = ['classic', 'megaways', 'jackpot', 'bonus-buy', 'cluster'];
const MIN_BETS = [1, 5, 10, 50, 75];
const LINES = [5, 9, 20, 25, 40, 243];

/** Categories whose rounds may stay open for days (the reconciliation job waits a week for them). */
const LONG_ROUNDS = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'VNLOTT', 'ELOTT']);

const LAUNCH_URLS: Record<DemoVendor['launch'], string> = {
  inhouse: '/inhouse/{game}?t={token}&lang={lang}&back={back}',
  sandbox: '/vendor-sandbox/{vendor}/{game}?t={token}&lang={lang}&back={back}',
  // The lotteries are screens of the site: the member's session places the bets.
  lottery: '/m/startLottery?game={game}',
};

export async function seedDemoCatalogue(tx: Tx, merchantId: number) {
  const random = generator(20261122);
  await tx
    .insert(vendors)
    .values(
      DEMO_VENDORS.map((v) => ({
        code: v.code,
        name: v.name,
        model: 'seamless' as const,
        categories: v.categories,
        secret: randomBytes(32).toString('base64url'),
        launchUrl: LAUNCH_URLS[v.launch],
        // A bet on a match stays open until the match ends; a spin settles in seconds.
        roundTimeoutMinutes: v.categories.some((c) => LONG_ROUNDS.has(c)) ? 7 * 24 * 60 : 60,
      })),
    )
    .onConflictDoNothing();

  const rows: (typeof games.$inferInsert)[] = INHOUSE_GAMES.map((g) => ({
    vendorCode: 'INHOUSE',
    gameCode: g.code,
    category: 'RNG',
    gameType: 'original',
    names: { EN: g.EN, TY: g.TY },
    searchText: `${g.EN} ${g.TY}`.toLowerCase(),
    classifications: ['provably-fair'],
    isNew: true,
    minBet: g.minBet,
    lines: g.code === 'lucky-sevens' ? 1 : null,
    supportPlay: true,
  }));
  for (const vendor of DEMO_VENDORS.filter((v) => v.launch === 'sandbox')) {
    const used = new Set<string>();
    const category = vendor.categories[0] as string;
    for (let i = 0; i < vendor.games; i++) {
      const lobby = vendor.games === 1;
      const english = lobby ? `${vendor.name} Lobby` : gameNameFor({ vendor, index: i, random, used });
      const rng = category === 'RNG';
      rows.push({
        vendorCode: vendor.code,
        gameCode: lobby ? 'lobby' : `${vendor.code.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
        category,
        gameType: vendor.gameTypes[i % vendor.gameTypes.length] as string,
        names: { EN: english, TY: lobby ? `Lobby ng ${vendor.name}` : tagalog(english) },
        searchText: `${english} ${tagalog(english)}`.toLowerCase(),
        classifications: rng ? [CLASSIFICATIONS[Math.floor(random() * CLASSIFICATIONS.length)] as string] : [],
        isNew: random() < 0.12,
        minBet: MIN_BETS[Math.floor(random() * MIN_BETS.length)] as number,
        lines: rng ? (LINES[Math.floor(random() * LINES.length)] as number) : null,
        supportPlay: rng,
      });
    }
  }
  for (const code of LOTTERY_GAME_CODES) {
    const names = LOTTERY_GAME_NAMES[code];
    rows.push({
      vendorCode: LOTTERY_VENDOR,
      gameCode: code,
      category: LOTTERY_GAMES[code].kind === 'vn' ? 'VNLOTT' : 'ELOTT',
      gameType: 'lottery',
      names,
      searchText: `${names.EN} ${names.TY}`.toLowerCase(),
      classifications: [],
      isNew: true,
      minBet: 1,
      lines: null,
      supportPlay: false,
    });
  }
  const inserted = await tx
    .insert(games)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: games.id, category: games.category, vendorCode: games.vendorCode });

  await tx
    .insert(merchantVendors)
    .values(DEMO_VENDORS.map((v, i) => ({ merchantId, vendorCode: v.code, sortOrder: i + 1 })))
    .onConflictDoNothing();
  // Hot: the in-house games first, then a spread of the others.
  let hot = 0;
  await tx
    .insert(merchantGames)
    .values(
      inserted.map((g, i) => ({
        merchantId,
        gameId: g.id,
        category: g.category,
        vendorCode: g.vendorCode,
        sortOrder: i + 1,
        hotRank:
          g.vendorCode === 'INHOUSE' || (g.vendorCode !== LOTTERY_VENDOR && i % 9 === 4 && hot < 27) ? ++hot : null,
      })),
    )
    .onConflictDoNothing();
}
