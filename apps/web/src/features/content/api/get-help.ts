import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { queryOptions, useQuery } from '../../../lib/query';

/** Spec 7 help centre: device MOBILE, in the current language. */
export const helpQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'help', language],
    queryFn: ({ signal }) => callApi(routes.getHelpCentre, { query: { device: 'MOBILE' } }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useHelp() {
  const { i18n } = useTranslation();
  return useQuery(helpQuery(i18n.language));
}
