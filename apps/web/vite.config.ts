import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside every text asset so the server sends them as they are
 * (no compression work per request, and the best levels for a slow phone network).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'playdeck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|webmanifest|txt)$/.test(file) || file.endsWith('index.html')) continue;
        const content = readFileSync(file);
        if (content.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The API server the dev server forwards to (npm start serves everything on one port instead). */
const apiTarget = process.env.PLAYDECK_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    // No inline preload polyfill: the page's script policy allows only our own files.
    modulePreload: { polyfill: false },
    manifest: true,
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/wps': apiTarget, '/vendor-api': apiTarget, '/docs': apiTarget },
  },
});
