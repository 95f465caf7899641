import { sql } from 'drizzle-orm';
import { rawRows } from '../../../db/raw';
import type { Tx } from '../../../db/types';

/**
 * The advisory locks that serialise the seamless wallet's calls: one per round, one per vendor
 * transaction id. Every path takes them in the order of their hashes, so they never wait on
 * each other in a circle.
 */
export const roundKey = (vendor: string, roundId: string) => `${vendor}:round:${roundId}`;
export const txKey = (vendor: string, transactionId: string) => `${vendor}:tx:${transactionId}`;

/**
 * Takes the keys' transaction-scoped advisory locks in one round trip, in the order of their
 * hashes: a batch of calls (issue 10) takes its many keys in that order too, so no two
 * transactions ever wait for each other's keys in a circle.
 */
export async function lock(tx: Tx, ...keys: string[]) {
  await tx.execute(
    sql`select count(pg_advisory_xact_lock(h)) from (
          select distinct hashtextextended(k, 0) as h from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k
          order by h) as sorted`,
  );
}

/** Takes the key's lock if nobody holds it; false (without waiting) if somebody does. */
export async function tryLock(tx: Tx, key: string): Promise<boolean> {
  const [row] = await rawRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`,
  );
  return row?.locked === true;
}
