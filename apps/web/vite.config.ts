import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appChunks } from './build/app-chunk';
import { catalogueFiles } from './build/catalogue-files';

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

/**
 * In the server render, names each lazy screen's source file beside its import
 * (`lazyScreen(() => import('./x'))` becomes `lazyScreen(() => import('./x'), 'src/.../x.tsx')`):
 * a render notes the screens it drew, and the server finds their chunks and styles in the
 * client build's manifest (issue 16). The same for the parts whose code comes after the page
 * (`lazyAfterLoad`): the page takes their styles only.
 */
function screenModules(): Plugin {
  let root = '';
  return {
    name: 'playdeck-screen-modules',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      // Only the server render notes screens: the browser's code carries no file names.
      if (!options?.ssr || !id.endsWith('.tsx') || !/lazy(Screen|AfterLoad)\(/.test(code)) return null;
      const pattern = /(lazyScreen|lazyAfterLoad)\(\s*\(\) => import\((['"])([^'"]+)\2\)(\s*,?\s*)\)/g;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(pattern)) {
        const [, helper, quote, specifier] = match as unknown as [string, string, string, string];
        const resolved = await this.resolve(specifier, id);
        if (!resolved) continue;
        const module = path.relative(root, resolved.id).split(path.sep).join('/');
        out += `${code.slice(last, match.index)}${helper}(() => import(${quote}${specifier}${quote}), ${JSON.stringify(module)})`;
        last = (match.index ?? 0) + match[0].length;
      }
      return last === 0 ? null : { code: out + code.slice(last), map: null };
    },
  };
}

const chunks = appChunks();

/** React: the chunk every screen shares. */
const SHARED_PACKAGES = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The API server the dev server forwards to (npm start serves everything on one port instead). */
const apiTarget = process.env.PLAYDECK_API ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), screenModules(), catalogueFiles(), ...(isSsrBuild ? [] : [precompress(), chunks.plugin])],
  // The server render (issue 16) is built apart: `vite build --ssr src/entry-server.tsx`, into
  // dist-ssr, imported by the server at start; packages stay in node_modules.
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, minify: false, reportCompressedSize: false }
    : {
        target: 'es2022',
        // No preload lists in the code (each lazy import carried its chunk's dependencies: 3 KB of
        // the first load). A page the server drew names what it needs (boot.ts); a screen's own
        // imports follow its chunk. Styles of lazy chunks still load with them.
        modulePreload: false,
        manifest: true,
        cssCodeSplit: true,
        assetsInlineLimit: 2048,
        reportCompressedSize: false,
        rolldownOptions: {
          output: {
            // React in one chunk, which the app (asked for after the first paint, boot.ts) and
            // every screen share; the app's own modules in another, and what each landing screen shares
            // with others in one each (build/app-chunk.ts).
            codeSplitting: {
              groups: [
                { name: 'react', test: (id: string) => SHARED_PACKAGES.test(id) },
                // Not what their modules import: each group lists those it wants (the page's entry
                // shares the bundler's chunk loader with the app, and must not wait for the app).
                ...chunks.groups,
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/wps': apiTarget, '/vendor-api': apiTarget, '/docs': apiTarget },
  },
}));
