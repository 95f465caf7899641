// Bundles the server into dist/ (one file per entry) so `npm start` runs plain JavaScript.
// Dependencies stay in node_modules; the workspace contracts package is bundled in.
// The game pages are built too (dist/game-pages), for the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { build as buildPages } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@playdeck/'));

await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts', 'prepare-database': 'src/cli/prepare-database.ts' },
  absWorkingDir: root,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// The game pages, from TypeScript with Vite: they share the in-house games' rules with the server.
await buildPages({ configFile: path.join(root, 'src/modules/games/inhouse/pages/vite.config.ts') });
console.log('server built: apps/server/dist/main.js, game pages in apps/server/dist/game-pages');
