import type { InitSettings } from '@playdeck/contracts';
import { parseLanguage } from '@playdeck/contracts/languages';
import { themeToCss } from '@playdeck/contracts/theme-css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { apiContext } from './lib/api-client';
import { isInApp, needsTallFooter } from './lib/device';
import { initI18n } from './lib/i18n';
import { getInitSettings, initSettingsQuery } from './lib/init-settings';
import { queryClient } from './lib/query-client';
import { localStore } from './lib/storage';
import './styles/global.css';

/** The stored choice when the merchant offers it, else the merchant's default language. */
function startLanguage(init: InitSettings) {
  const stored = parseLanguage(localStore.get('language'));
  return stored && init.info.languages.supported.includes(stored) ? stored : init.info.languages.default;
}

function applyTheme(init: InitSettings) {
  if (document.getElementById('pd-theme')) return; // The server wrote it into the page.
  const style = document.createElement('style');
  style.id = 'pd-theme';
  style.textContent = themeToCss(init.info.theme);
  document.head.append(style);
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let init: InitSettings;
  try {
    init = window.__PD_INIT__ ?? (await getInitSettings());
  } catch {
    // No settings, no merchant: a bare retry screen (no translations are known yet).
    root.render(
      <div style={{ padding: 40, textAlign: 'center' }}>
        <p>something went wrong</p>
        <button type="button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>,
    );
    return;
  }
  queryClient.setQueryData(initSettingsQuery.queryKey, init);
  apiContext.merchantCode = init.info.merchantCode;
  applyTheme(init);
  if (needsTallFooter()) document.documentElement.dataset.tallFooter = '';
  if (isInApp) document.documentElement.dataset.inApp = '';
  await initI18n(startLanguage(init));
  root.render(<App />);
}

void start();
