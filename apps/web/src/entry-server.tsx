import { AsyncLocalStorage } from 'node:async_hooks';
import type { InitSettings } from '@playdeck/contracts';
import type { RouteFacts } from '@playdeck/contracts/client';
import type { LanguageCode } from '@playdeck/contracts/languages';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { findAppRoute } from './app/routes/app-routes';
import type { Resource } from './lib/i18n';
import { createRenderI18n, loadedCatalogues } from './lib/i18n';
import { initSettingsQuery } from './lib/init-settings';
import type { PageState } from './lib/page-state';
import { dehydrate, type Query, QueryClient } from './lib/query';
import { type RenderScope, renderScope } from './lib/render-scope';

/**
 * The server's side of the public screens (issue 16): the server imports this build at start and
 * renders a screen's markup with the data it needs, answered in its own process. Each render has
 * a scope of its own (AsyncLocalStorage), so renders for other merchants and languages can run
 * at the same time.
 */

const scopes = new AsyncLocalStorage<RenderScope>();
renderScope.current = () => scopes.getStore();

export interface PageRequest {
  /** Path and query, as the browser asked. */
  url: string;
  init: InitSettings;
  language: LanguageCode;
  /** Draws a member's shape (the browser has a session the server does not see). */
  member: boolean;
  /** Answers an operation (its route) as the API would for this page's visitor (no session). */
  call(route: RouteFacts, input: unknown): Promise<unknown>;
  /** The server's sanitiser of operator HTML. */
  sanitiseHtml(html: string): string;
}

export interface RenderedPage {
  /** What goes in the page's head (the preloads of the images the screen marked high priority). */
  head: string;
  html: string;
  state: PageState;
  /** The source files of the lazy screens drawn (the client manifest's keys). */
  screens: string[];
  /** The source files of the parts drawn whose code comes after the page has loaded (lazyAfterLoad). */
  laterParts: string[];
}

/** Whether a path is a public screen the server draws (its route says `ssr`). */
export function rendersOnServer(pathname: string): boolean {
  const route = findAppRoute(pathname);
  return Boolean(route?.ssr && route.screen);
}

/** The catalogues of a language the browser starts with when the page was not drawn here. */
export async function startCatalogues(language: LanguageCode): Promise<Resource> {
  return loadedCatalogues(await createRenderI18n(language));
}

/** A render pass draws at most this many times: each pass may reveal queries the last one's data opened. */
const MAX_PASSES = 4;

/**
 * Draws the page. Each pass waits for the lazy screens and catalogues it meets; the queries it
 * left waiting are then asked for, and the page drawn again, until a pass asks for nothing
 * more. A query that fails fails the render (the server lets the browser draw the page): it
 * would draw the error the server met, then take over a page that differs from what it fetches.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const scope: RenderScope = {
    merchantCode: request.init.info.merchantCode,
    language: request.language,
    member: request.member,
    call: request.call,
    sanitiseHtml: request.sanitiseHtml,
    screens: new Set(),
    laterParts: new Set(),
  };
  return scopes.run(scope, async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(initSettingsQuery.queryKey, request.init);
    const i18n = await createRenderI18n(request.language);
    const tree = <App queryClient={queryClient} i18n={i18n} location={request.url} />;
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      // Lazy code and catalogues arrive while this pass waits for them; queries are asked below.
      await settled(tree);
      const failed = queryClient.findAll({ predicate: (query) => query.state.status === 'error' });
      if (failed.length > 0)
        throw new Error(
          `the page's data failed: ${failed.map((query) => `${JSON.stringify(query.queryKey)} ${query.state.error}`).join('; ')}`,
        );
      const waiting = queryClient.findAll({
        predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && wanted(query),
      });
      if (waiting.length > 0) {
        await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
        continue;
      }
      // Everything is at hand: the page is drawn at once, whole. A boundary that still waited
      // (code only the last data revealed) is drawn by the browser (<!--$!-->): one more pass.
      scope.screens.clear();
      scope.laterParts.clear();
      const markup = renderToString(tree);
      if (scope.redirected) return null;
      // The preloads React writes first (the images marked high priority) belong in the head.
      const head = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
      if (!markup.includes('<!--$!-->'))
        return {
          head,
          html: markup.slice(head.length),
          state: {
            init: request.init,
            language: request.language,
            member: request.member,
            catalogues: loadedCatalogues(i18n),
            rendered: dehydrate(queryClient),
          },
          screens: [...scope.screens],
          laterParts: [...scope.laterParts],
        };
    }
    return null;
  });
}

/** A query its screen asks for (not one it keeps disabled, as a member's while there is none). */
function wanted(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Draws a tree until everything in it (lazy code, catalogues) has arrived; the markup is not kept. */
async function settled(tree: ReactNode): Promise<void> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(tree, {
    onError(error) {
      failure ??= error;
    },
  });
  for await (const _ of prelude) {
    // drained
  }
  if (failure) throw failure;
}
