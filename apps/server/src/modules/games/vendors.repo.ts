import { eq } from 'drizzle-orm';
import { vendors } from '../../db/schema';
import type { Executor } from '../../db/types';

/** Game vendors as the vendor API sees them: the secret that signs their calls, and whether they are on. */
export function createVendorsRepo(executor: Executor) {
  return {
    async credentials(code: string): Promise<{ secret: string; active: boolean } | undefined> {
      const [row] = await executor
        .select({ secret: vendors.secret, status: vendors.status })
        .from(vendors)
        .where(eq(vendors.code, code));
      return row ? { secret: row.secret, active: row.status === 'active' } : undefined;
    },
  };
}
