import { and, eq } from 'drizzle-orm';
import { merchantVendors } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { TtlCache } from '../../../lib/ttl-cache';

/**
 * Whether a merchant offers a vendor (issue 8 item 2): a vendor's call for a player of a merchant
 * that does not offer it moves nothing. Read on every wallet call, so kept for a few seconds,
 * like the merchant's settings.
 */
export function createVendorScope(db: Db, ttlMs = 5_000) {
  const offered = new TtlCache<string, boolean>(ttlMs);
  return {
    offers: (merchantId: number, vendor: string) =>
      offered.get(`${merchantId}:${vendor}`, async () => {
        const [row] = await db
          .select({ enabled: merchantVendors.enabled })
          .from(merchantVendors)
          .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.vendorCode, vendor)));
        return row?.enabled === true;
      }),
  };
}
