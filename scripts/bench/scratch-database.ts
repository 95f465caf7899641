import {
  createScratchDatabase as createOnServer,
  type ScratchDatabase,
} from '../../apps/server/src/testing/scratch-database';

export type { ScratchDatabase };

const BASE_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database of its own for one bench run on PostgreSQL, dropped when the run ends. */
export const createScratchDatabase = () => createOnServer(BASE_URL, 'playdeck_bench');
