import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findBoundaryBreaches } from './check-feature-boundaries';

const script = fileURLToPath(new URL('./check-feature-boundaries.ts', import.meta.url));
const webSrc = fileURLToPath(new URL('../apps/web/src', import.meta.url));
const made: string[] = [];
/** Each case that runs the script starts a Node process with tsx: seconds on a busy machine. */
const spawns = { timeout: 90_000 };

/** Writes a throwaway src folder (outside the repository, so neither Biome nor tsc sees it). */
function fixture(files: Record<string, string>) {
  const src = mkdtempSync(join(tmpdir(), 'feature-boundaries-'));
  made.push(src);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return src;
}

/** Runs the script as `npm run check` does; returns its exit code and what it printed. */
function run(srcDir: string) {
  try {
    execFileSync(process.execPath, ['--import', 'tsx', script, srcDir], { stdio: 'pipe', encoding: 'utf8' });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { code: failed.status, stderr: failed.stderr };
  }
}

const clean = {
  'features/wallet/components/deposit.tsx': [
    "import { useState } from 'react';",
    "import { Button } from '../../../components/ui/button';",
    "import { formatMoney } from '../../../lib/format';",
    "import { useBalance } from '../api/get-balance';",
    "import type { BalanceResponse } from '@playdeck/contracts';",
  ].join('\n'),
  'features/wallet/api/get-balance.ts': "import { callApi } from '../../../lib/api-client';",
  'features/auth/routes/login.tsx': "export { LoginForm } from '../components/login-form';",
  // app/ composes features: allowed.
  'app/routes/mine-route.tsx': [
    "import { MineScreen } from '../../features/mine/routes/mine-screen';",
    "import { BalanceSource } from '../../features/wallet/components/balance-source';",
  ].join('\n'),
  'lib/format.ts': "import { i18n } from './i18n';",
};

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-feature-boundaries', () => {
  it('passes a tree whose features import only themselves, components, lib and packages', spawns, () => {
    const src = fixture(clean);
    expect(findBoundaryBreaches(src)).toEqual([]);
    expect(run(src).code).toBe(0);
  });

  it('fails on a feature importing another, however the import is written', spawns, () => {
    const src = fixture({
      ...clean,
      'features/mine/components/mine-new.tsx': "import { useBalance } from '../../wallet/api/get-balance';",
      'features/games/play.tsx': "export * from '../auth/hooks/use-login';",
      'features/auth/hooks/lazy.ts': "const load = () => import('../../../features/games/routes/games');",
    });
    expect(findBoundaryBreaches(src).map(({ file, specifier }) => `${file} ${specifier}`)).toEqual([
      'features/auth/hooks/lazy.ts ../../../features/games/routes/games',
      'features/games/play.tsx ../auth/hooks/use-login',
      'features/mine/components/mine-new.tsx ../../wallet/api/get-balance',
    ]);
    const result = run(src);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('features/mine imports features/wallet');
  });

  it('fails when components/ or lib/ depend on a feature', () => {
    const src = fixture({ ...clean, 'lib/merchant.ts': "import { x } from '../features/settings/api/x';" });
    expect(findBoundaryBreaches(src).map((breach) => breach.message)).toEqual([
      'lib/ imports features/settings: shared code never depends on a feature',
    ]);
  });

  it('finds no breach in the web app', () => {
    expect(findBoundaryBreaches(webSrc)).toEqual([]);
  });
});
