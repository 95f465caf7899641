import { StrictMode, Suspense } from 'react';
import { i18n as browserI18n, type Translator } from '../lib/i18n';
import { I18nProvider } from '../lib/i18n-react';
import { type QueryClient, QueryClientProvider } from '../lib/query';
import { queryClient as browserQueryClient } from '../lib/query-client';
import { ServerLocation } from './router';
import { ScreenLoading } from './shell/lazy-screen';
import { StartupGate } from './startup/startup-gate';

interface AppProps {
  /** A server render's own (issue 16); the browser's by default. */
  queryClient?: QueryClient;
  i18n?: Translator;
  /** The address a server render draws; none in the browser, which reads its own. */
  location?: string;
}

export function App({ queryClient = browserQueryClient, i18n = browserI18n, location }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <ServerLocation value={location ?? null}>
            <Suspense fallback={<ScreenLoading />}>
              <StartupGate />
            </Suspense>
          </ServerLocation>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
