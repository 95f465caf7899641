import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { queryOptions, useQuery } from '../../../lib/query';

/** The merchant's user agreement in the current language (the Language header). */
export const getUserAgreement = () => callApi(routes.getUserAgreement);

/** Keyed by language: a switch fetches the agreement in the new one. */
export const userAgreementQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'userAgreement', language],
    queryFn: getUserAgreement,
    staleTime: 10 * 60_000,
  });

export function useUserAgreement() {
  const { i18n } = useTranslation();
  return useQuery(userAgreementQuery(i18n.language));
}
