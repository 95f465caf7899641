import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own for one bench run on PostgreSQL, dropped when the run ends. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

const BASE_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onBase(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `playdeck_bench_${randomBytes(4).toString('hex')}`;
  await onBase(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onBase(`drop database if exists ${name} with (force)`) };
}
