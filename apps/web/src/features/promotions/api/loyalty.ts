import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { walletKey } from '../../../lib/money/wallet-keys';
import { useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';
import { promotionsKey } from '../../../lib/unclaimed-rewards';

/** The member's invitation: code, links per channel, the programme, the friends (/m/inviteFriends). */
export function useReferral() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionsKey(token, 'referral'),
    queryFn: ({ signal }) => callApi(routes.getReferral, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** The live missions with the member's progress (/m/leaderBoard). */
export function useMissions() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionsKey(token, 'missions'),
    queryFn: ({ signal }) => callApi(routes.getMissions, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** Claims a finished task; the missions, rewards, bonus and balance are asked again. */
export function useClaimTask() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (task: { id: number; task: number }) => callApi(routes.claimMissionTask, { params: task }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: promotionsKey(token) });
      void queryClient.invalidateQueries({ queryKey: walletKey('balance', token) });
    },
  });
}

/** The live leaderboards' current period with the member's place. */
export function useLeaderboards() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionsKey(token, 'leaderboards'),
    queryFn: ({ signal }) => callApi(routes.getLeaderboards, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 15_000,
  });
}

/** The day's biggest wins, highest first (the winner board). */
export function useWinners() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['promotions', 'winners', i18n.language],
    queryFn: ({ signal }) => callApi(routes.getWinners, undefined, { signal }),
    staleTime: 30_000,
  });
}
