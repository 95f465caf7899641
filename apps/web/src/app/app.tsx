import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as browserI18n } from '../lib/i18n';
import { queryClient as browserQueryClient } from '../lib/query-client';
import { ServerLocation } from './router';
import { ScreenLoading } from './shell/lazy-screen';
import { StartupGate } from './startup/startup-gate';

interface AppProps {
  /** A server render's own (issue 16); the browser's by default. */
  queryClient?: QueryClient;
  i18n?: I18n;
  /** The address a server render draws; none in the browser, which reads its own. */
  location?: string;
}

export function App({ queryClient = browserQueryClient, i18n = browserI18n, location }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ServerLocation value={location ?? null}>
            <Suspense fallback={<ScreenLoading />}>
              <StartupGate />
            </Suspense>
          </ServerLocation>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
