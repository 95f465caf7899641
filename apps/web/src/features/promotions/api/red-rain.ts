import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import { useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';
import { promotionsKey } from '../../../lib/unclaimed-rewards';

const redRainKey = (token: string) => promotionsKey(token, 'redRain');

/** The live red envelope rains with their session now or next (/m/redRain). */
export function useRedRain() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: redRainKey(token),
    queryFn: ({ signal }) => callApi(routes.getRedRain, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
    // The schedule may change under the player (paused, budget gone): asked again each minute.
    refetchInterval: 60_000,
  });
}

/** Opens the member's envelope of the falling session; the rain, the bonus and the balance are asked again. */
export function useOpenEnvelope() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (id: number) => callApi(routes.openRedEnvelope, { params: { id } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: promotionsKey(token) });
      void queryClient.invalidateQueries({ queryKey: walletKey('balance', token) });
    },
  });
}
