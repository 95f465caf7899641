import { and, eq } from 'drizzle-orm';
import { merchantVendors } from '../db/schema';
import { LOTTERY_VENDOR } from '../modules/lottery/bets';
import type { TestApp } from './create-test-app';

/** Turns the demo merchant's lottery vendor (seeded on, issue 14) off or on again. */
export async function offerLottery(t: TestApp, offered: boolean) {
  await t.services.database.db
    .update(merchantVendors)
    .set({ enabled: offered })
    .where(and(eq(merchantVendors.merchantId, 1), eq(merchantVendors.vendorCode, LOTTERY_VENDOR)));
}
