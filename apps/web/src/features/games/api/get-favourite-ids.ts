import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session';

/** Spec 7 favourite ids: the member's favourites, newest first. */
export const getFavouriteIds = (signal?: AbortSignal) => callApi(routes.getFavouriteIds, {}, { signal });

/** Keyed by the session token: another login is another member. */
export const favouriteIdsQuery = (token: string) =>
  queryOptions({
    queryKey: ['games', 'favouriteIds', token],
    queryFn: ({ signal }) => getFavouriteIds(signal),
    staleTime: 5 * 60_000,
  });

/** The member's favourite ids, undefined until they have arrived (or without a session). */
export function useFavouriteIdList(): number[] | undefined {
  const session = useSession();
  const { data } = useQuery({ ...favouriteIdsQuery(session?.token ?? ''), enabled: Boolean(session) });
  return session ? data : undefined;
}

/** Spec 4: favourite state follows the member's favourite id list (none without a session). */
export function useFavouriteIds(): ReadonlySet<number> {
  return new Set(useFavouriteIdList() ?? []);
}
