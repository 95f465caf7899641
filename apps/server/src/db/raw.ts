import type { SQL } from 'drizzle-orm';
import type { Executor } from './types';

/**
 * Runs a hand-written statement and returns its rows, the same on PGlite and node-postgres
 * (both answer `{ rows }`). For the few statements the query builder cannot say.
 */
export async function rawRows<T>(executor: Executor, statement: SQL): Promise<T[]> {
  const result = (await executor.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
