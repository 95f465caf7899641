import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type InitSettings, languageDirection, languageLocales, themeToCss } from '@playdeck/contracts';
import { jsonForHtml, type PageState, screenAssets } from './page-render';

/** The app's code behind the page's small entry (apps/web/src/boot.ts), a key of the client manifest. */
const APP_MODULE = 'src/main.tsx';
/**
 * The routes of the screens no page from the server draws (apps/web/src/app/routes/later-routes.ts):
 * a page the browser draws is most likely one of them, and should not wait for it after the app.
 */
const LATER_ROUTES_MODULE = 'src/app/routes/later-routes.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A drawn screen: what goes in the head, its markup, and the source files of the screens and of
 * the parts drawn whose code comes after the page has loaded (their styles only go in).
 */
export interface DrawnScreen {
  head: string;
  html: string;
  screens: string[];
  laterParts?: string[];
}

/**
 * Puts pages together from the built index (issue 16). Styles are written into the page itself:
 * a stylesheet is a request that holds the first paint back, and on a phone's network each one
 * costs a round trip. A screen's style sheets also stay named, disabled (never fetched): the app's
 * loader then knows them as loaded and does not ask for them again when the screen's code arrives.
 */
export function pageAssembler(distDir: string, template: string) {
  const styles = new Map<string, string>();
  const styleOf = (file: string) => {
    let css = styles.get(file);
    if (css === undefined) {
      css = readFileSync(path.join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      styles.set(file, css);
    }
    return css;
  };
  // The entry's style sheets, written into every page in place of their links, and named disabled
  // as a screen's are: lazy chunks list them among their styles, and the loader fetched them again.
  const base = template.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (_link, file: string) => `<style>${styleOf(file)}</style><link rel="stylesheet" href="/${file}" disabled>`,
  );
  const assetsOf = screenAssets(distDir);
  // The app's own code (the shell) is a chunk the entry asks for after the first paint: its
  // styles are the page's from the start.
  const shell = assetsOf([APP_MODULE]);
  const laterRoutes = assetsOf([LATER_ROUTES_MODULE]);
  const shellStyles = shell.css;
  const inlined = (files: readonly string[]) =>
    files.map((file) => `<style>${styleOf(file)}</style><link rel="stylesheet" href="/${file}" disabled>`).join('');

  /**
   * The whole page: the head, the state the app starts from, and the markup drawn. The drawn
   * screens' chunks are named for the entry, which asks for them after the first paint.
   */
  return function pageOf(init: InitSettings | null, state: PageState | null, drawn?: DrawnScreen): string {
    const assets = drawn ? assetsOf(drawn.screens) : laterRoutes;
    const laterStyles = drawn?.laterParts ? assetsOf(drawn.laterParts).css : [];
    // The app and what it imports, then the drawn screens' (or, on a page the browser draws, the
    // later screens' routes): asked for together after the paint.
    const preload = [...new Set([...shell.js, ...assets.js])].map((file) => `/${file}`).join(' ');
    const head = init
      ? [
          `<title>${escapeHtml(init.info.site.name)}</title>`,
          `<meta name="theme-color" content="${escapeHtml(init.info.theme.headerBackground)}">`,
          `<style id="pd-theme">${themeToCss(init.info.theme)}</style>`,
          inlined(shellStyles),
          inlined([...new Set([...assets.css, ...laterStyles])].filter((file) => !shellStyles.includes(file))),
          drawn?.head ?? '',
          `<script type="application/json" id="pd-page" data-preload="${preload}">${state ? jsonForHtml(state) : ''}</script>`,
        ].join('')
      : `<title>Playdeck</title>${inlined(shellStyles)}<script type="application/json" id="pd-page" data-preload="${preload}"></script>`;
    const language = state?.language ?? init?.info.languages.default ?? 'EN';
    return base
      .replace('<!--pd:head-->', head)
      .replace('<html lang="en">', `<html lang="${languageLocales[language]}" dir="${languageDirection(language)}">`)
      .replace('<div id="root"></div>', `<div id="root">${drawn?.html ?? ''}</div>`);
  };
}
