import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../api-client';
import { queryOptions, useQuery } from '../query';
import { useSession } from '../session';
import { walletKey } from './wallet-keys';

/** The security centre's facts: payment password set, bound contacts (masked), cards, sessions. */
export const getSecurityOverview = () => callApi(routes.getSecurityOverview);

export const securityOverviewQuery = (token: string) =>
  queryOptions({ queryKey: walletKey('security', token), queryFn: getSecurityOverview, staleTime: 0 });

export function useSecurityOverview() {
  const session = useSession();
  return useQuery({ ...securityOverviewQuery(session?.token ?? ''), enabled: Boolean(session) });
}
