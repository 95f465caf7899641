import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { ScreenLoading } from './shell/lazy-screen';
import { StartupGate } from './startup/startup-gate';

export function App() {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<ScreenLoading />}>
            <StartupGate />
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
