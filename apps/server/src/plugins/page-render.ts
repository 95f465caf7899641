import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InitSettings, LanguageCode } from '@playdeck/contracts';
import type { RouteFacts } from '@playdeck/contracts/client';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The web app's server render (issue 16), built by Vite into `dist-ssr/entry-server.js` beside
 * the client build. The server imports it at start; without it every page is the client's.
 * Its types are restated here: the server imports no code of the web app's.
 */
export interface PageState {
  init: InitSettings;
  language: LanguageCode;
  member?: boolean;
  catalogues: Record<string, unknown>;
  rendered?: unknown;
}

export interface ServerRenderer {
  rendersOnServer(pathname: string): boolean;
  renderPage(request: {
    url: string;
    init: InitSettings;
    language: LanguageCode;
    member: boolean;
    call(route: RouteFacts, input: unknown): Promise<unknown>;
    sanitiseHtml(html: string): string;
  }): Promise<{ head: string; html: string; state: PageState; screens: string[]; laterParts: string[] } | null>;
  startCatalogues(language: LanguageCode): Promise<Record<string, unknown>>;
}

/** The render, or null (not built, or it cannot load: the site still works, drawn by the browser). */
export async function loadServerRenderer(distDir: string, log: FastifyBaseLogger): Promise<ServerRenderer | null> {
  const entry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) {
    log.warn({ entry }, 'the server render is not built: public screens are drawn by the browser');
    return null;
  }
  try {
    return (await import(pathToFileURL(entry).href)) as ServerRenderer;
  } catch (error) {
    log.error({ err: error, entry }, 'the server render cannot load: public screens are drawn by the browser');
    return null;
  }
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The styles and scripts of the screens a page drew, from the client build's manifest: each
 * screen's chunk and the chunks it imports (not the page's entry, already in it).
 */
export function screenAssets(distDir: string) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const known = new Map<string, { css: string[]; js: string[] }>();
  return (screens: readonly string[]) => {
    const css = new Set<string>();
    const js = new Set<string>();
    for (const screen of screens) {
      let assets = known.get(screen);
      if (!assets) {
        const found = { css: new Set<string>(), js: new Set<string>() };
        const visit = (key: string) => {
          const chunk = manifest[key];
          // The page's own entry (index.html) is in the page already.
          if (!chunk || key === 'index.html' || found.js.has(chunk.file)) return;
          found.js.add(chunk.file);
          for (const sheet of chunk.css ?? []) found.css.add(sheet);
          for (const imported of chunk.imports ?? []) visit(imported);
        };
        visit(screen);
        assets = { css: [...found.css], js: [...found.js] };
        known.set(screen, assets);
      }
      for (const sheet of assets.css) css.add(sheet);
      for (const script of assets.js) js.add(script);
    }
    return { css: [...css], js: [...js] };
  };
}

/** A value as a JSON data block's text: nothing in it can close the element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
