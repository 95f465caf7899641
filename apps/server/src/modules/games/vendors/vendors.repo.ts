import { and, eq } from 'drizzle-orm';
import { games, vendors } from '../../../db/schema';
import type { Executor } from '../../../db/types';

/**
 * Game vendors as the vendor API sees them (the secret that signs their calls, and whether they
 * are on), and a vendor's active game as its round page shows it.
 */
export function createVendorsRepo(executor: Executor) {
  return {
    async credentials(code: string): Promise<{ secret: string; active: boolean } | undefined> {
      const [row] = await executor
        .select({ secret: vendors.secret, status: vendors.status })
        .from(vendors)
        .where(eq(vendors.code, code));
      return row ? { secret: row.secret, active: row.status === 'active' } : undefined;
    },
    async activeGame(vendor: string, game: string) {
      const [row] = await executor
        .select({
          vendorName: vendors.name,
          launchUrl: vendors.launchUrl,
          names: games.names,
          category: games.category,
        })
        .from(games)
        .innerJoin(vendors, eq(vendors.code, games.vendorCode))
        .where(and(eq(games.vendorCode, vendor), eq(games.gameCode, game), eq(games.status, 'active')));
      return row;
    },
  };
}
