import { sql } from 'drizzle-orm';
import { rawRows } from '../../../db/raw';
import type { Tx } from '../../../db/types';

/**
 * The advisory locks that serialise the seamless wallet's calls: one per round, one per vendor
 * transaction id. Every path takes the round's first, then the transaction ids', so they never
 * wait on each other in a circle.
 */
export const roundKey = (vendor: string, roundId: string) => `${vendor}:round:${roundId}`;
export const txKey = (vendor: string, transactionId: string) => `${vendor}:tx:${transactionId}`;

/** Takes the keys' transaction-scoped advisory locks in the order given, in one round trip. */
export async function lock(tx: Tx, ...keys: string[]) {
  const locks = sql.join(
    keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`),
    sql`, `,
  );
  await tx.execute(sql`select ${locks}`);
}

/** Takes the key's lock if nobody holds it; false (without waiting) if somebody does. */
export async function tryLock(tx: Tx, key: string): Promise<boolean> {
  const [row] = await rawRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`,
  );
  return row?.locked === true;
}
