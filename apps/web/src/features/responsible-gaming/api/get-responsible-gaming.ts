import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session';

/** Every responsible-gaming query sits under this key: a change refreshes them together. */
export const RG_KEY = ['responsible-gaming'] as const;

/** Limits with what is used of them, the reality-check choice, the current session and breaks. */
export const responsibleGamingQuery = (token: string) =>
  queryOptions({
    queryKey: [...RG_KEY, 'status', token],
    queryFn: ({ signal }) => callApi(routes.getResponsibleGaming, undefined, { signal }),
    staleTime: 15_000,
  });

export function useResponsibleGaming() {
  const session = useSession();
  return useQuery({ ...responsibleGamingQuery(session?.token ?? ''), enabled: Boolean(session) });
}
