import type { InitSettings, MerchantInfo } from '@playdeck/contracts';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

declare global {
  interface Window {
    /** Written into the page by the server so the first paint needs no round trip. */
    __PD_INIT__?: InitSettings;
  }
}

export const getInitSettings = () => callApi('getInitSettings');

export const initSettingsQuery = queryOptions({
  queryKey: ['system', 'init'],
  queryFn: getInitSettings,
  initialData: typeof window === 'undefined' ? undefined : window.__PD_INIT__,
  // The page carried fresh settings; refetch only when a call says maintenance or region changed.
  staleTime: Number.POSITIVE_INFINITY,
});

export const useInitSettings = () => useSuspenseQuery(initSettingsQuery).data;

/** The merchant's public configuration (flags, languages, currency, links, theme). */
export const useMerchantInfo = (): MerchantInfo => useInitSettings().info;

export const useInitSettingsStatus = () => useQuery(initSettingsQuery);
