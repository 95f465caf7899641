import type { BenchServer } from './server';

export interface SuiteContext {
  mode: BenchServer['mode'];
  /** The running server (absent for a suite with `server: false`). */
  server: BenchServer;
}

/** One figure of the table: the same metric is measured on each database. */
export interface Measure {
  metric: string;
  value: string;
  budget?: string;
}

/**
 * A group of measures. `modes` says which databases it runs on (the web figures do not depend
 * on the database, so they run once).
 */
export interface Suite {
  name: string;
  modes: ReadonlyArray<BenchServer['mode']>;
  /** false: the suite opens the database itself, in this process (no server runs). */
  server?: boolean;
  run(context: SuiteContext): Promise<Measure[]>;
}
