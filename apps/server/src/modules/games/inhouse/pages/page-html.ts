import { type LanguageCode, languageDirection, languageLocales } from '@playdeck/contracts';
import type { PageEntry } from './page-assets';
import { pageTexts } from './page-texts';

/** Only a path of the member site may be the back address; anything else goes home. */
const BACK = /^\/m\/[A-Za-z0-9._~\-/?=&%]*$/;

export function safeBack(value: unknown): string {
  return typeof value === 'string' && BACK.test(value) && !value.includes('//') ? value : '/m/home';
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The pages run no inline script, so the policy allows scripts and styles from this origin
 * only; the launch token travels in the address, so no Referer carries it anywhere.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

interface PageOptions {
  language: LanguageCode;
  /** Where the assets are served, ending in a slash. */
  assets: string;
  version: string;
  /** The page's script, and the modules it imports (fetched at once rather than one after another). */
  entry: PageEntry;
  /** The strings of the page's language (a module the page imports on start). */
  strings: PageEntry;
  title: string;
  /** Configuration for the script, as data- attributes of <body>. */
  data: Record<string, string>;
}

export function gamePage(options: PageOptions): string {
  const { assets, version, language } = options;
  const url = (name: string) => `${assets}${name}?v=${version}`;
  const data = Object.entries({ ...options.data, lang: language, assets, v: version })
    .map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`)
    .join('');
  const preload = [...options.entry.imports, options.strings.file]
    .map((name) => `<link rel="modulepreload" href="${url(name)}">`)
    .join('');
  return `<!doctype html>
<html lang="${languageLocales[language]}" dir="${languageDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="theme-color" content="#0d1020">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${url('game.css')}">
${preload}
<script type="module" src="${url(options.entry.file)}"></script>
</head>
<body${data}>
<main id="app" class="boot" aria-busy="true"><div class="spinner"></div><p>${escapeHtml(pageTexts(language).pageLoading)}</p></main>
<noscript><p class="boot">${escapeHtml(pageTexts(language).pageNoScript)}</p></noscript>
</body>
</html>
`;
}

/** The 404 page of an unknown game: works without script, with a plain link back. */
export function notFoundPage({
  language,
  assets,
  version,
  back,
}: {
  language: LanguageCode;
  assets: string;
  version: string;
  back: string;
}): string {
  const texts = pageTexts(language);
  const [title, text, link] = [texts.missingTitle, texts.missingText, texts.backToLobby].map(escapeHtml);
  return `<!doctype html>
<html lang="${languageLocales[language]}" dir="${languageDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#0d1020">
<title>${title}</title>
<link rel="stylesheet" href="${assets}game.css?v=${version}">
</head>
<body>
<main class="missing">
<img src="${assets}sym-diamond.svg?v=${version}" alt="" width="96" height="96">
<h1>${title}</h1>
<p>${text}</p>
<a class="primary" href="${escapeHtml(back)}">${link}</a>
</main>
</body>
</html>
`;
}
