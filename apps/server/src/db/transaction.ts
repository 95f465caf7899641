import type { Db, Executor, Tx } from './types';

export interface TransactionOptions {
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
  /** How many times a serialization failure or deadlock is retried (PostgreSQL only). */
  retries?: number;
}

const RETRYABLE = new Set(['40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The open transactions of `withTransaction`: their database, and what to run once they commit. */
const openTransactions = new WeakMap<object, { db: Db; afterCommit: (() => void)[] }>();

/**
 * Runs `hook` once the work done on `executor` is committed: at once outside a transaction (the
 * statement has committed), after the commit inside one, never if it rolls back. Caches forget
 * what changed here, so a read that starts after the commit never meets the old value.
 */
export function afterCommit(executor: Executor, hook: () => void) {
  const open = openTransactions.get(executor);
  if (open) open.afterCommit.push(hook);
  else hook();
}

/** The database an executor belongs to (a transaction's, or the database itself). */
export function databaseOf(executor: Executor): Db {
  return openTransactions.get(executor)?.db ?? (executor as Db);
}

/**
 * Runs `work` in one database transaction: all of it commits or none of it does.
 * Every service that changes more than one row goes through here. On PGlite transactions
 * run one at a time (one connection); on PostgreSQL they run concurrently, so a conflict
 * that PostgreSQL resolves by aborting one side is retried with a short random pause.
 */
export async function withTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const retries = options.retries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const hooks: (() => void)[] = [];
    let result: T;
    try {
      result = await db.transaction(
        (tx) => {
          openTransactions.set(tx, { db, afterCommit: hooks });
          return work(tx);
        },
        options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined,
      );
    } catch (error) {
      if (attempt >= retries || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
      continue;
    }
    for (const hook of hooks) hook();
    return result;
  }
}

export { sqlState };
