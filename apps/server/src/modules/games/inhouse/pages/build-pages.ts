import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gamePagesDir } from './page-assets';

const here = path.dirname(fileURLToPath(import.meta.url));
/** What the pages are built from: their sources and the in-house games' rules. */
const SOURCES = [path.join(here, 'browser'), path.join(here, '../rules'), path.join(here, 'vite.config.ts')];

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

/**
 * Builds the game pages when their sources changed since the last build (the tests serve them
 * from the sources, without `npm run build`). Built aside and moved in, so parallel runs never
 * serve a half-written folder.
 */
export async function ensureGamePages() {
  const manifest = path.join(gamePagesDir, '.vite/manifest.json');
  if (existsSync(manifest) && statSync(manifest).mtimeMs >= Math.max(...SOURCES.map(newest))) return;
  const { build } = await import('vite');
  const aside = `${gamePagesDir}.${process.pid}`;
  try {
    await build({ configFile: path.join(here, 'vite.config.ts'), build: { outDir: aside } });
  } catch (error) {
    // Only the game pages' own tests need them: the rest of the suite still runs.
    console.warn('The game pages did not build:', error);
    rmSync(aside, { recursive: true, force: true });
    return;
  }
  rmSync(gamePagesDir, { recursive: true, force: true });
  try {
    renameSync(aside, gamePagesDir);
  } catch (error) {
    // Another run moved its build in first: the same sources, so theirs serves as well.
    rmSync(aside, { recursive: true, force: true });
    if (!existsSync(gamePagesDir)) throw error;
  }
}
