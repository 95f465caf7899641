import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session';

/** Spec 7 member info; `renew` skips the server's cache (the member centre forces it, spec 2 Mine). */
export const getMemberInfo = (renew: boolean) =>
  callApi(routes.getMemberInfo, { query: renew ? { renew: 'true' } : {} });

/** Keyed by the session token: another login is another member, and sign-out drops ['member']. */
export const memberInfoQuery = (token: string, renew = false) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: () => getMemberInfo(renew),
    staleTime: 60_000,
  });

/** The signed-in member's info; nothing without a session. */
export function useMemberInfo() {
  const session = useSession();
  return useQuery({ ...memberInfoQuery(session?.token ?? ''), enabled: Boolean(session) });
}
