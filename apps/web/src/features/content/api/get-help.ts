import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';

/** Spec 7 help centre: device MOBILE, in the current language. */
export const helpQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'help', language],
    queryFn: ({ signal }) => callApi('getHelpCentre', { query: { device: 'MOBILE' } }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useHelp() {
  const { i18n } = useTranslation();
  return useQuery(helpQuery(i18n.language));
}
