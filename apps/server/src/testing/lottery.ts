import { randomUUID } from 'node:crypto';
import { games, merchantVendors, vendors } from '../db/schema';
import { LOTTERY_VENDOR } from '../modules/lottery/bets';
import { LOTTERY_GAME_CODES } from '../modules/lottery/schedule';
import type { TestApp } from './create-test-app';

/**
 * The lottery vendor and its games, enabled for the demo merchant (issue 14): the seed does not
 * add them until the lottery screens exist, so the lottery tests do.
 */
export async function enableLottery(t: TestApp) {
  const db = t.services.database.db;
  await db.insert(vendors).values({
    code: LOTTERY_VENDOR,
    name: 'Playdeck Lottery',
    model: 'seamless',
    categories: ['VNLOTT', 'ELOTT'],
    secret: randomUUID(),
    launchUrl: '/m/startLottery?game={game}',
    roundTimeoutMinutes: 3 * 24 * 60,
  });
  await db.insert(games).values(
    LOTTERY_GAME_CODES.map((code) => ({
      vendorCode: LOTTERY_VENDOR,
      gameCode: code,
      category: code.startsWith('VN') ? 'VNLOTT' : 'ELOTT',
      gameType: 'lottery',
      names: { EN: code, TY: code },
      searchText: code.toLowerCase(),
      classifications: [],
      isNew: false,
      minBet: 100,
      lines: null,
      supportPlay: false,
    })),
  );
  await db.insert(merchantVendors).values({ merchantId: 1, vendorCode: LOTTERY_VENDOR, sortOrder: 99 });
}
