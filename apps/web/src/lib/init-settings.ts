import type { MerchantInfo } from '@playdeck/contracts';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from './api-client';
import { queryOptions, useQuery, useSuspenseQuery } from './query';

export const getInitSettings = () => callApi(routes.getInitSettings);

export const initSettingsQuery = queryOptions({
  queryKey: ['system', 'init'],
  queryFn: getInitSettings,
  // The page carries fresh settings (main.tsx sets them); refetch only when a call says
  // maintenance or region changed.
  staleTime: Number.POSITIVE_INFINITY,
});

export const useInitSettings = () => useSuspenseQuery(initSettingsQuery).data;

/** The merchant's public configuration (flags, languages, currency, links, theme). */
export const useMerchantInfo = (): MerchantInfo => useInitSettings().info;

export const useInitSettingsStatus = () => useQuery(initSettingsQuery);
