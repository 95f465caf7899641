// Fails when one web feature imports another (conventions 3): a file under
// apps/web/src/features/<x>/ may import its own feature, components/, lib/, locales/ and packages,
// never features/<y>/. Shared code lives in components/ or lib/; only app/ (router, shell) composes
// features. components/ and lib/ never import a feature either, or they would smuggle one into another.
// Biome's noRestrictedImports matches the import text, not the file it resolves to, so it cannot
// tell `../../auth/x` (another feature) from `../auth/x` (a folder of this one); this resolves it.
// `npm run check` runs it; with a folder argument it checks that src folder instead (used by its test).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface BoundaryBreach {
  /** The importing file, relative to the src folder, with forward slashes. */
  file: string;
  specifier: string;
  message: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The area a src-relative path belongs to: `features/<name>`, `components`, `lib`, `app`, ... */
function areaOf(srcRelative: string): string | undefined {
  const parts = srcRelative.split('/');
  if (parts[0] === '..' || parts[0] === '') return undefined;
  if (parts[0] === 'features') return parts.length > 2 ? `features/${parts[1]}` : undefined;
  return parts.length > 1 ? parts[0] : undefined;
}

export function findBoundaryBreaches(srcDir: string): BoundaryBreach[] {
  const root = resolve(srcDir);
  const toSrc = (path: string) => relative(root, path).split(sep).join('/');
  const breaches: BoundaryBreach[] = [];
  for (const path of sourceFiles(root)) {
    const file = toSrc(path);
    const from = areaOf(file);
    const restricted = from?.startsWith('features/') || from === 'components' || from === 'lib';
    if (!from || !restricted) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const to = areaOf(toSrc(resolve(dirname(path), specifier)));
      if (!to?.startsWith('features/') || to === from) continue;
      const message = from.startsWith('features/')
        ? `${from} imports ${to}: features do not import each other; share through components/ or lib/, or compose in app/`
        : `${from}/ imports ${to}: shared code never depends on a feature`;
      breaches.push({ file, specifier, message });
    }
  }
  return breaches;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const srcDir = process.argv[2] ?? fileURLToPath(new URL('../apps/web/src', import.meta.url));
  const breaches = findBoundaryBreaches(srcDir);
  for (const breach of breaches) console.error(`${breach.file}: '${breach.specifier}': ${breach.message}`);
  if (breaches.length > 0) {
    console.error(`${breaches.length} feature boundary breach(es)`);
    process.exit(1);
  }
}
