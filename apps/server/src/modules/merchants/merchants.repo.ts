import { asc, eq } from 'drizzle-orm';
import { merchantDomains, merchants } from '../../db/schema';
import type { Executor } from '../../db/types';

export type MerchantRow = typeof merchants.$inferSelect;

export function merchantsRepo(db: Executor) {
  return {
    async findByCode(code: string): Promise<MerchantRow | undefined> {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code.toUpperCase())).limit(1);
      return row;
    },
    async findById(id: number): Promise<MerchantRow | undefined> {
      const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
      return row;
    },
    async findIdByHost(host: string): Promise<number | undefined> {
      const [row] = await db
        .select({ merchantId: merchantDomains.merchantId })
        .from(merchantDomains)
        .where(eq(merchantDomains.host, host))
        .limit(1);
      return row?.merchantId;
    },
    list(): Promise<MerchantRow[]> {
      return db.select().from(merchants).orderBy(asc(merchants.id));
    },
    async listDomains(merchantId: number): Promise<string[]> {
      const rows = await db
        .select({ host: merchantDomains.host })
        .from(merchantDomains)
        .where(eq(merchantDomains.merchantId, merchantId));
      return rows.map((r) => r.host);
    },
    async create(values: { code: string; name: string; currency: string }): Promise<MerchantRow> {
      const [row] = await db
        .insert(merchants)
        .values({ ...values, code: values.code.toUpperCase() })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async setStatus(id: number, status: 'active' | 'disabled'): Promise<void> {
      await db.update(merchants).set({ status }).where(eq(merchants.id, id));
    },
    async addDomain(host: string, merchantId: number): Promise<void> {
      await db
        .insert(merchantDomains)
        .values({ host, merchantId })
        .onConflictDoUpdate({ target: merchantDomains.host, set: { merchantId } });
    },
    async removeDomain(host: string): Promise<void> {
      await db.delete(merchantDomains).where(eq(merchantDomains.host, host));
    },
  };
}
