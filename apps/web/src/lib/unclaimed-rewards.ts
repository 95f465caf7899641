import * as routes from '@playdeck/contracts/routes';
import { callApi } from './api-client';
import { queryOptions, useQuery } from './query';
import { useSession } from './session';

/**
 * Promotion data keyed by the session (issue 12): the member's states, the unclaimed count the
 * member centre's reward item carries, the locked bonus. A claim or join refreshes them all.
 */
export const promotionsKey = (token: string, ...rest: string[]) => ['promotions', token, ...rest];

export const unclaimedCountQuery = (token: string) =>
  queryOptions({
    queryKey: promotionsKey(token, 'unclaimed'),
    queryFn: ({ signal }) => callApi(routes.getUnclaimedCount, undefined, { signal }),
    staleTime: 30_000,
  });

/** A number; nothing is asked for a visitor. */
export function useUnclaimedCount() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...unclaimedCountQuery(token), enabled: Boolean(token) });
}
