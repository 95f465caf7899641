import type { InitSettings } from '@playdeck/contracts';
import { parseLanguage } from '@playdeck/contracts/languages';
import { themeToCss } from '@playdeck/contracts/theme-css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { awaitsLaterRoutes } from './app/routes/app-routes';
import { prefetchGameScreen } from './app/routes/game-routes';
import { loadLaterRoutes } from './app/routes/later-table';
import { apiContext } from './lib/api-client';
import { isInApp, needsTallFooter } from './lib/device';
import { initI18n, rememberLanguage } from './lib/i18n';
import { getInitSettings, initSettingsQuery } from './lib/init-settings';
import { type PageState, readPageState } from './lib/page-state';
import { hydrate } from './lib/query';
import { queryClient } from './lib/query-client';
import { setDrawnAsMember } from './lib/session';
import { localStore } from './lib/storage';

/**
 * The player's choice stored on this phone when the merchant offers it, else the language the
 * server chose for the page (from the same choice, sent as a cookie), else the merchant's default.
 */
function startLanguage(init: InitSettings, page: PageState | undefined) {
  const stored = parseLanguage(localStore.get('language'));
  if (stored && init.info.languages.supported.includes(stored)) return stored;
  return page?.language ?? init.info.languages.default;
}

function applyTheme(init: InitSettings) {
  if (document.getElementById('pd-theme')) return; // The server wrote it into the page.
  const style = document.createElement('style');
  style.id = 'pd-theme';
  style.textContent = themeToCss(init.info.theme);
  document.head.append(style);
}

async function start() {
  const container = document.getElementById('root') as HTMLElement;
  const page = readPageState();
  let init: InitSettings;
  try {
    init = page?.init ?? (await getInitSettings());
  } catch {
    // No settings, no merchant: a bare retry screen (no translations are known yet).
    createRoot(container).render(
      <div style={{ padding: 40, textAlign: 'center' }}>
        <p>something went wrong</p>
        <button type="button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>,
    );
    // Nothing more will come: journeys waiting for the app's mark (lazy-screen) see this page.
    document.documentElement.dataset.ready = '';
    return;
  }
  queryClient.setQueryData(initSettingsQuery.queryKey, init);
  apiContext.merchantCode = init.info.merchantCode;
  applyTheme(init);
  if (needsTallFooter()) document.documentElement.dataset.tallFooter = '';
  if (isInApp) document.documentElement.dataset.inApp = '';
  const language = startLanguage(init, page);
  // A page the server rendered (issue 16) is taken over as it is: same language, same data,
  // same words; the app then moves to what only this phone knows (the player's session).
  if (page?.rendered && page.language === language) {
    setDrawnAsMember(page.member === true);
    hydrate(queryClient, page.rendered);
    await initI18n(language, page.catalogues);
    // A transition: the markup is taken over in slices, never one long task (issue 16).
    startTransition(() => {
      hydrateRoot(container, <App />);
    });
    return;
  }
  // Drawn here: no page from the server, or one in another language than the player chose on
  // this phone (the choice now also goes to the server, which draws the next page in it).
  const sameLanguage = page?.language === language;
  await initI18n(language, sameLanguage ? page?.catalogues : undefined);
  if (page && !sameLanguage) rememberLanguage(language);
  prefetchGameScreen(window.location.pathname);
  // A later screen's route comes with their table, which the server named for this page.
  if (awaitsLaterRoutes(window.location.pathname)) await loadLaterRoutes();
  createRoot(container).render(<App />);
}

void start();
