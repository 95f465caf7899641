import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the built pages go: beside the server's bundle, read by page-assets.ts. */
export const gamePagesOut = path.resolve(here, '../../../../../dist/game-pages');

/**
 * The game pages (in-house games and the sandbox vendors' round page), built from TypeScript
 * like the web app. Names stay plain (dice.js, fair.js, ...) with no hash: the server versions
 * the whole set with one `?v=` and rewrites the modules' imports to carry it (page-assets.ts).
 * The stylesheet and the pictures are copied as they are (browser/public).
 */
export default defineConfig({
  root: path.join(here, 'browser'),
  base: './',
  logLevel: 'warn',
  build: {
    outDir: gamePagesOut,
    emptyOutDir: true,
    assetsDir: '',
    target: 'es2022',
    // No preload helper: the page lists the modules to preload itself, and no inline script runs.
    modulePreload: false,
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        dice: path.join(here, 'browser/dice.ts'),
        limbo: path.join(here, 'browser/limbo.ts'),
        sevens: path.join(here, 'browser/sevens.ts'),
        sandbox: path.join(here, 'browser/sandbox.ts'),
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name].js', assetFileNames: '[name][extname]' },
    },
  },
});
