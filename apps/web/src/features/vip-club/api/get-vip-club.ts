import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query';
import { FREE_TRIAL_TYPE, useSession } from '../../../lib/session';

/** The VIP club's data, keyed by the session (a claim or a birth date given asks again). */
export const vipKey = (token: string) => ['vip', token];

export const vipClubQuery = (token: string) =>
  queryOptions({
    queryKey: vipKey(token),
    queryFn: ({ signal }) => callApi(routes.getVipClub, undefined, { signal }),
    staleTime: 30_000,
  });

/** The member's club: levels, their level, totals and progress (none for a visitor or a trial account). */
export function useVipClub() {
  const session = useSession();
  const token = session?.token ?? '';
  return useQuery({ ...vipClubQuery(token), enabled: Boolean(token) && session?.type !== FREE_TRIAL_TYPE });
}
