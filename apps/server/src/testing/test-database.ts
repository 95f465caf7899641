import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createScratchDatabase } from './scratch-database';

export interface TestDatabase {
  database: Database;
  dataDir: string;
  /** The PostgreSQL URL of this test's own database (absent on PGlite). */
  url?: string;
  drop(): Promise<void>;
}

/** The database mode of this run: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const usingPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A database for one test file, empty but migrated: on PostgreSQL a new database on the
 * server of DATABASE_URL, dropped afterwards; on PGlite a copy of the migrated template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'playdeck-test-'));
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const scratch = await createScratchDatabase(baseUrl, 'playdeck_test');
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir, poolSize: 30 });
    return {
      database,
      dataDir,
      url: scratch.url,
      async drop() {
        await database.close().catch(() => {});
        await scratch.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  return {
    database,
    dataDir,
    async drop() {
      await database.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second connection pool on another test's PostgreSQL database: a second server instance on it. */
export async function joinTestDatabase(url: string): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'playdeck-test-'));
  const database = await openDatabase({ databaseUrl: url, dataDir, poolSize: 30 });
  return {
    database,
    dataDir,
    url,
    async drop() {
      // The first instance drops the database; this one only lets go of it.
      await database.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
