import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session';
import { RG_KEY } from './get-responsible-gaming';

/** Limit changes, breaks and reality-check choices, and the last sessions with each one's result. */
export function useRgHistory() {
  const session = useSession();
  return useQuery({
    queryKey: [...RG_KEY, 'history', session?.token ?? ''],
    queryFn: ({ signal }) => callApi(routes.getResponsibleGamingHistory, undefined, { signal }),
    enabled: Boolean(session),
    staleTime: 0,
  });
}
