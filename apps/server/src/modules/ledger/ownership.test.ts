import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The ledger owns its tables (conventions 5, issue 9 item 4): outside `modules/ledger` nobody
 * imports its schema, names its tables in Drizzle, or reads and locks its rows in raw SQL; they
 * call the ledger's operations (`lock`, `debit`, `credit`, `entries`, ...). The schema folder
 * declares the tables (and other tables' foreign keys to them). Tests may read the tables in raw
 * SQL to check what the ledger wrote, but they too go through its API for anything else.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const repoRoot = path.resolve(serverRoot, '../..');
const SCANNED = [path.join(serverRoot, 'src'), path.join(serverRoot, 'scripts'), path.join(repoRoot, 'scripts')];
const ALLOWED = ['apps/server/src/modules/ledger/', 'apps/server/src/db/schema/'];

const RULES: { name: string; pattern: RegExp; tests: boolean }[] = [
  { name: "imports the ledger's schema file", pattern: /from\s+['"][^'"]*db\/schema\/ledger['"]/, tests: true },
  { name: "names a ledger table's schema object", pattern: /\bledger(Accounts|Transfers|Entries)\b/, tests: true },
  { name: 'reads or writes a ledger table in SQL', pattern: /\bledger_(accounts|transfers|entries)\b/, tests: false },
];

function ledgerBreaches(file: string, source: string): string[] {
  const isTest = /\.test\.ts$/.test(file);
  return RULES.filter((rule) => (rule.tests || !isTest) && rule.pattern.test(source)).map(
    (rule) => `${file} ${rule.name}`,
  );
}

function sourceFiles(dir: string): string[] {
  const entries = (() => {
    try {
      return readdirSync(dir, { withFileTypes: true });
    } catch {
      return []; // a scanned folder that does not exist
    }
  })();
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('the ledger owns its tables', () => {
  it('no file outside modules/ledger (and the schema) uses them', () => {
    const files = SCANNED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100); // the walk really found the tree
    const breaches = files
      .map((file) => path.relative(repoRoot, file).split(path.sep).join('/'))
      .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
      .flatMap((file) => ledgerBreaches(file, readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(breaches).toEqual([]);
  });

  it('the check catches each kind of breach', () => {
    const wallet = 'apps/server/src/modules/wallet/example.service.ts';
    expect(ledgerBreaches(wallet, "import { ledgerAccounts } from '../../db/schema';")).toHaveLength(1);
    expect(ledgerBreaches(wallet, "import * as l from '../../db/schema/ledger';")).toHaveLength(1);
    expect(ledgerBreaches(wallet, 'await db.query.ledgerEntries.findMany()')).toHaveLength(1);
    expect(ledgerBreaches(wallet, 'sql`select balance from ledger_accounts for update`')).toHaveLength(1);
    expect(ledgerBreaches(wallet, 'await services.ledger.lock({ tx, merchantId, currency, account })')).toEqual([]);
    // Tests may count what the ledger wrote, in SQL; not use its schema objects.
    const test = 'apps/server/src/modules/games/example.test.ts';
    expect(ledgerBreaches(test, 'sql`select count(*) from ledger_transfers`')).toEqual([]);
    expect(ledgerBreaches(test, 'db.query.ledgerAccounts.findMany()')).toHaveLength(1);
  });
});
