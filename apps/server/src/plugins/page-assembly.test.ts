import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InitSettings } from '@playdeck/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { pageAssembler } from './page-assembly';

/**
 * What a drawn page carries (issue 16): every style it draws with written in (and named
 * disabled, so the app's loader never fetches them again), the code of the app and of the drawn
 * screens named for after the first paint, and no code of a part that comes after the page.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'pd-assembly-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const files: Record<string, string> = {
  'assets/index.css': '.entry{color:red}',
  'assets/main.css': '.shell{color:blue}',
  'assets/home.css': '.home{color:green}',
  'assets/panel.css': '.panel{color:gold}',
};
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, '.vite'));
for (const [name, css] of Object.entries(files)) writeFileSync(path.join(dist, name), css);
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
    'src/main.tsx': { file: 'assets/main.js', css: ['assets/main.css'], imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/app/routes/home.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['src/main.tsx'] },
    'src/features/games/panel.tsx': { file: 'assets/panel.js', css: ['assets/panel.css'], imports: ['src/main.tsx'] },
    'src/app/routes/later-routes.ts': { file: 'assets/later-routes.js', imports: ['index.html'] },
  }),
);
const template =
  '<html lang="en"><head><link rel="stylesheet" crossorigin href="/assets/index.css"><!--pd:head--></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const init = {
  info: {
    site: { name: 'Playdeck' },
    theme: { colorScheme: 'dark', headerBackground: '#111' },
    languages: { default: 'EN' },
  },
} as unknown as InitSettings;
const state = { init, language: 'EN' as const, catalogues: {} };

describe('page assembly', () => {
  const pageOf = pageAssembler(dist, template);
  const page = pageOf(init, state, {
    head: '',
    html: '<main>home</main>',
    screens: ['src/app/routes/home.tsx'],
    laterParts: ['src/features/games/panel.tsx'],
  });
  const preload = /data-preload="([^"]*)"/.exec(page)?.[1]?.split(' ') ?? [];

  it('writes every style in, each also named disabled (never fetched, known to the loader)', () => {
    for (const [name, css] of Object.entries(files)) {
      expect(page).toContain(`<style>${css}</style><link rel="stylesheet" href="/${name}" disabled>`);
    }
    expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  });

  it('names the app and the drawn screen for after the paint, and not a part that comes after the page', () => {
    expect(preload).toEqual(['/assets/main.js', '/assets/react.js', '/assets/home.js']);
    expect(page).not.toContain('panel.js');
    expect(page).toContain('<div id="root"><main>home</main></div>');
  });

  it("a page the browser draws carries the shell only, and names the later screens' loaders", () => {
    const blank = pageOf(init, state);
    expect(blank).toContain('.shell{color:blue}');
    expect(blank).not.toContain('.home{');
    expect(blank).not.toContain('.panel{');
    expect(/data-preload="([^"]*)"/.exec(blank)?.[1]?.split(' ')).toEqual([
      '/assets/main.js',
      '/assets/react.js',
      '/assets/later-routes.js',
    ]);
  });

  it("a drawn page does not name the later screens' loaders: they come after the page", () => {
    expect(page).not.toContain('later-routes.js');
  });
});
