import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs PostgreSQL inside WebAssembly, where fsync and fdatasync are no-ops: a commit
 * reaches the operating system but not the disk. So we fsync the write-ahead log ourselves
 * before an answer goes out for a request that wrote (group commit: one fsync covers every
 * commit made before it started). A killed process loses nothing either way; this closes
 * the power-loss gap for the WAL.
 */
export function trackPgliteWrites(client: PGlite, dataDir: string) {
  let writeSeq = 0;
  let syncedSeq = 0;
  let running: Promise<void> | null = null;

  const markWrite = () => {
    writeSeq++;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);

  client.query = (async (sql: string, params?: unknown[], options?: unknown) => {
    const result = await query(sql, params as never[], options as never);
    if (!/^\s*select\b/i.test(sql)) markWrite();
    return result;
  }) as PGlite['query'];
  client.exec = (async (sql: string, options?: unknown) => {
    const result = await exec(sql, options as never);
    markWrite();
    return result;
  }) as PGlite['exec'];
  client.transaction = (async (fn: Parameters<PGlite['transaction']>[0]) => {
    const result = await transaction(fn);
    markWrite();
    return result;
  }) as PGlite['transaction'];

  const walDir = path.join(dataDir, 'pg_wal');
  async function fsyncWal() {
    const segments = (await readdir(walDir)).filter((name) => /^[0-9A-F]{24}$/.test(name)).sort();
    // A commit can straddle a segment switch, so the last two segments are synced.
    for (const name of segments.slice(-2)) {
      const handle = await open(path.join(walDir, name), 'r+');
      try {
        await handle.datasync();
      } finally {
        await handle.close();
      }
    }
  }

  return {
    async flush(): Promise<void> {
      const needed = writeSeq;
      while (syncedSeq < needed) {
        if (!running) {
          const upTo = writeSeq;
          running = fsyncWal()
            .then(() => {
              syncedSeq = Math.max(syncedSeq, upTo);
            })
            .finally(() => {
              running = null;
            });
        }
        await running;
      }
    },
  };
}
