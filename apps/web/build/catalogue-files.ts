import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the browser finds a catalogue: `assets/locales/<version>/<language>/<namespace>.json`. */
const PUBLIC_DIR = 'assets/locales';

interface Catalogue {
  language: string;
  namespace: string;
  /** The file's JSON, without its spaces. */
  json: string;
}

/** The screens' catalogues (src/locales) and the server's error messages (contracts, `errors`). */
function readCatalogues(webRoot: string): Catalogue[] {
  const screens = path.join(webRoot, 'src', 'locales');
  const errors = path.join(webRoot, '..', '..', 'packages', 'contracts', 'locales');
  const read = (file: string) => JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
  return readdirSync(screens).flatMap((language) => [
    ...readdirSync(path.join(screens, language))
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({
        language,
        namespace: name.slice(0, -'.json'.length),
        json: read(path.join(screens, language, name)),
      })),
    { language, namespace: 'errors', json: read(path.join(errors, language, 'errors.json')) },
  ]);
}

/**
 * The browser loads a language's catalogues as plain JSON files under one version (a hash of
 * them all), not as a chunk each: 35 languages x 17 catalogues as lazy chunks put a table of
 * 595 hashed names into the first load (6.8 KB gzip, issue 16). The version goes into the code
 * as `__CATALOGUES_VERSION__`; the files sit under /assets/, cached for a year like the chunks.
 * The server's render reads the files themselves (import.meta.glob, lib/i18n.ts).
 */
export function catalogueFiles(): Plugin {
  let catalogues: Catalogue[] = [];
  let version = '';
  return {
    name: 'playdeck-catalogue-files',
    config(config) {
      catalogues = readCatalogues(path.resolve(config.root ?? process.cwd()));
      const hash = createHash('sha256');
      for (const { language, namespace, json } of catalogues) hash.update(`${language}/${namespace}\n${json}\n`);
      version = hash.digest('hex').slice(0, 10);
      return { define: { __CATALOGUES_VERSION__: JSON.stringify(version) } };
    },
    generateBundle() {
      // The server's build reads the files themselves.
      if (this.environment.config.consumer !== 'client') return;
      for (const { language, namespace, json } of catalogues)
        this.emitFile({
          type: 'asset',
          fileName: `${PUBLIC_DIR}/${version}/${language}/${namespace}.json`,
          source: json,
        });
    },
    // `vite` (the dev server) serves them from the sources, read afresh on each request.
    configureServer(server) {
      server.middlewares.use(`/${PUBLIC_DIR}/`, (request, response) => {
        const [, language, file] =
          (request.url ?? '').split('?')[0]?.match(/^\/[^/]+\/([a-z-]+)\/([a-z-]+)\.json$/) ?? [];
        const found = readCatalogues(server.config.root).find(
          (catalogue) => catalogue.language === language && catalogue.namespace === file,
        );
        // No such catalogue: a 404, as the built site answers (not the app's page).
        response.statusCode = found ? 200 : 404;
        response.setHeader('content-type', 'application/json');
        response.end(found?.json ?? '{}');
      });
    },
  };
}
