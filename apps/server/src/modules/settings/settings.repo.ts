import { eq } from 'drizzle-orm';
import { merchantSettings } from '../../db/schema';
import type { Executor } from '../../db/types';

export function settingsRepo(db: Executor) {
  return {
    async load(merchantId: number): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ key: merchantSettings.key, value: merchantSettings.value })
        .from(merchantSettings)
        .where(eq(merchantSettings.merchantId, merchantId));
      return new Map(rows.map((row) => [row.key, row.value]));
    },
    async upsert(merchantId: number, key: string, value: unknown): Promise<void> {
      await db
        .insert(merchantSettings)
        .values({ merchantId, key, value })
        .onConflictDoUpdate({
          target: [merchantSettings.merchantId, merchantSettings.key],
          set: { value, updatedAt: new Date() },
        });
    },
  };
}
