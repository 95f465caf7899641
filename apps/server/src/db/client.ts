import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDirectory } from './dir-lock';
import { trackPgliteWrites } from './pglite-durability';
import * as schema from './schema';
import type { Db } from './types';

/** What a module needs of the database when it needs nothing else: the query handle. */
export interface DatabaseDeps {
  database: Pick<Database, 'db'>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves once every commit made so far is on disk (a no-op on PostgreSQL, which does it itself). */
  flush(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool, for the few things Drizzle does not do (advisory locks); absent on PGlite. */
  pool?: pg.Pool;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; its `pglite` subfolder holds the data. */
  dataDir: string;
  sharedBuffers?: string;
  poolSize?: number;
  /** Create a missing PGlite cluster in this process instead of a child (the preparing child itself). */
  initInProcess?: boolean;
}

// int8 (counts, money in minor units) as JS numbers: we keep every amount within Number.MAX_SAFE_INTEGER.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20);
  return openPglite(options.dataDir, options.sharedBuffers ?? '16MB', options.initInProcess ?? false);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  await pool.query('select 1');
  return {
    db,
    kind: 'postgres',
    pool,
    flush: async () => {},
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * Creating a PGlite cluster (initdb) takes the process to ~700 MB, and WebAssembly memory
 * never shrinks; so a new cluster is made by a short-lived child process, and the server
 * then opens the finished folder at its normal size.
 */
function initPgliteCluster(pgDir: string) {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = new PGlite(${JSON.stringify(pgDir)});
await db.waitReady;
await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
}

async function openPglite(dataDir: string, sharedBuffers: string, initInProcess: boolean): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDirectory(dataDir);
  const pgDir = path.join(dataDir, 'pglite');
  try {
    if (!initInProcess && !existsSync(path.join(pgDir, 'PG_VERSION'))) initPgliteCluster(pgDir);
    const client = new PGlite(pgDir, {
      // The default page cache (128MB) is most of PGlite's memory; a small one keeps the server lean.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
    });
    await client.waitReady;
    const durability = trackPgliteWrites(client, pgDir);
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      flush: durability.flush,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          await durability.flush();
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
