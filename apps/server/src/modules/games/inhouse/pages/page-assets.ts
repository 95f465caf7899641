import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serverRoot } from '../../../../lib/package-root';

export interface PageAsset {
  type: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Where the server's build (scripts/build.mjs, Vite) puts the pages; the tests build them first. */
export const gamePagesDir = path.join(serverRoot, 'dist/game-pages');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** A page's script and the modules it imports, fetched at once rather than one after another. */
export interface PageEntry {
  file: string;
  imports: string[];
}

function entriesOf(manifest: Record<string, ManifestChunk>) {
  const importsOf = (key: string, seen = new Set<string>()): string[] => {
    for (const next of manifest[key]?.imports ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      importsOf(next, seen);
    }
    return [...seen].map((name) => manifest[name]?.file ?? name);
  };
  /** By source name: `dice` for dice.ts, `i18n-en` for i18n-en.ts. */
  return (name: string): PageEntry => {
    const chunk = manifest[`${name}.ts`];
    return chunk ? { file: chunk.file, imports: importsOf(`${name}.ts`) } : { file: `${name}.js`, imports: [] };
  };
}

/**
 * The game pages' files, read and compressed once at start. Found from serverRoot so the
 * sources (tests) and the esbuild bundle in dist/ read the same folder. Without a build (a
 * server started from its sources before `npm run build`) the pages have no assets.
 */
export function loadPageAssets(dir = gamePagesDir) {
  const manifestFile = path.join(dir, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => TYPES[path.extname(name)])
        .sort()
    : [];
  const raw = new Map(names.map((name) => [name, readFileSync(path.join(dir, name))]));
  // One version for the whole set: any change gives every address a new query, and the
  // modules' relative imports carry it too, so no browser mixes old and new files.
  const all = createHash('sha256');
  for (const [name, body] of raw) all.update(name).update(body);
  const version = all.digest('hex').slice(0, 12);

  const files = new Map<string, PageAsset>();
  for (const [name, original] of raw) {
    let body = original;
    if (name.endsWith('.js')) {
      body = Buffer.from(
        original
          .toString('utf8')
          .replace(/(\bfrom\s*|\bimport\s*\(\s*)(['"`])(\.\/[\w-]+\.js)\2/g, `$1$2$3?v=${version}$2`),
      );
    }
    files.set(name, {
      type: TYPES[path.extname(name)] as string,
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`,
    });
  }
  return { version, files, entry: entriesOf(manifest) };
}
