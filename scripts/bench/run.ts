import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addRatios, type BenchTable } from './ratios';
import { repoRoot, startServer } from './server';
import type { Measure, Suite } from './suite';
import { accountsSuite } from './suites/accounts';
import { agentsSuite } from './suites/agents';
import { settingsSuite, webSuite } from './suites/foundation';
import { gamesSuite, gamesWebSuite } from './suites/games';
import { referenceSuite } from './suites/reference';
import { twoInstancesSuite } from './suites/two-instances';
import { balanceSuite, ledgerSuite } from './suites/wallet';

/**
 * `npm run bench`: builds, then measures the figures the architecture doc budgets, on the
 * embedded database and on PostgreSQL (+ Redis), and prints them as a table (also written to
 * .bench/results.json). Never part of `npm test`: timings belong here, not in tests.
 * `npm run bench -- settings` runs only the named suites.
 */
const suites: Suite[] = [
  webSuite,
  gamesWebSuite,
  settingsSuite,
  accountsSuite,
  balanceSuite,
  ledgerSuite,
  gamesSuite,
  twoInstancesSuite,
  referenceSuite,
  agentsSuite,
];

async function main() {
  const only = process.argv.slice(2);
  const chosen = only.length ? suites.filter((s) => only.includes(s.name)) : suites;
  // BENCH_SKIP_BUILD=1 measures what is built already (for instance while the web app is mid-change).
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }

  const table: BenchTable = new Map();
  let port = 18_080;
  for (const suite of chosen) {
    for (const mode of suite.modes) {
      // A fresh server per suite and database, so one suite's data never skews another's.
      let measures: Measure[];
      if (suite.server === false) {
        measures = await suite.run({ mode, server: undefined as never });
      } else {
        const server = await startServer(mode, port++, { TRUST_PROXY: 'true' });
        try {
          measures = await suite.run({ mode, server });
        } finally {
          await server.stop();
        }
      }
      for (const m of measures) {
        const row = table.get(m.metric) ?? {};
        row[mode] = m.value;
        if (m.budget) row.budget = m.budget;
        table.set(m.metric, row);
      }
      console.log(`  measured ${suite.name} on ${mode}`);
    }
  }

  addRatios(table);
  const width = [40, 16, 16, 12];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i] as number)).join(' | ');
  console.log(`\n${line(['metric', 'PGlite', 'PostgreSQL', 'budget'])}`);
  console.log(width.map((w) => '-'.repeat(w)).join('-|-'));
  for (const [metric, row] of table) {
    console.log(line([metric, row.pglite ?? '', row.postgres ?? '', row.budget ?? '']));
  }
  mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
  writeFileSync(
    path.join(repoRoot, '.bench', 'results.json'),
    JSON.stringify({ at: new Date(), rows: Object.fromEntries(table) }, null, 2),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
