import { useEffect } from 'react';
import { onApiError } from '../../lib/api-client';
import { initSettingsQuery, useInitSettings } from '../../lib/init-settings';
import { useQueryClient } from '../../lib/query';
import { AppRouter } from '../router';
import { lazyScreen } from '../shell/lazy-screen';
import { Screen } from '../shell/screen';

const MaintenanceScreen = lazyScreen(() => import('./maintenance-screen'));
const RegionRestrictedScreen = lazyScreen(() => import('./region-restricted-screen'));

/**
 * Spec 2 Startup: state 1 shows the maintenance page, 2 the region-restricted page, 0 the site.
 * Any call answered with maintenance or region restriction re-reads the state, so a page
 * left open switches as soon as the operator does.
 */
export function StartupGate() {
  const { state } = useInitSettings();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onApiError((error) => {
        if (error.code === 'system.maintenance' || error.code === 'region.restricted') {
          void queryClient.invalidateQueries({ queryKey: initSettingsQuery.queryKey });
        }
      }),
    [queryClient],
  );

  if (state === 1) return <Screen component={MaintenanceScreen} />;
  if (state === 2) return <Screen component={RegionRestrictedScreen} />;
  return <AppRouter />;
}
