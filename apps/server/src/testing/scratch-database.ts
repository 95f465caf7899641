import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on a PostgreSQL server, for one test file, journey run or bench run. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database named `<prefix>_<random>` on the server of `serverUrl`; `drop`
 * removes it even while connections remain.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
