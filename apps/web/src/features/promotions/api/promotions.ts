import type { MyPromotion, PromotionView } from '@playdeck/contracts';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { walletKey } from '../../../lib/money/wallet-keys';
import { queryOptions, useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';
import { promotionsKey } from '../../../lib/unclaimed-rewards';

export { useUnclaimedCount } from '../../../lib/unclaimed-rewards';

/** The activity centre's list, in the reader's language (everyone may read it). */
export const promotionsQuery = (language: string) =>
  queryOptions({
    queryKey: ['promotions', 'list', language],
    queryFn: ({ signal }) => callApi(routes.getPromotions, undefined, { signal }),
    staleTime: 30_000,
  });

export function usePromotions() {
  const { i18n } = useTranslation();
  return useQuery(promotionsQuery(i18n.language));
}

/** The member's state in each promotion (none for a visitor). */
export function useMyPromotions() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionsKey(token, 'mine'),
    queryFn: ({ signal }) => callApi(routes.getMyPromotions, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

export function useLockedBonus() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionsKey(token, 'bonus'),
    queryFn: ({ signal }) => callApi(routes.getLockedBonus, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** A promotion with the member's own state over the schedule's (spec 4). */
export interface PromotionWithState extends PromotionView {
  mine: MyPromotion | undefined;
}

export function withStates(list: readonly PromotionView[], mine: readonly MyPromotion[] | undefined) {
  return list.map((promotion): PromotionWithState => {
    const own = mine?.find((m) => m.promotionId === promotion.id);
    return { ...promotion, mine: own, state: own?.state ?? promotion.state };
  });
}

/** Join and claim: the member's states, the unclaimed count, the bonus and the balance are asked again. */
function usePromotionAction(route: typeof routes.joinPromotion | typeof routes.claimPromotion) {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (id: number) => callApi(route, { params: { id } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: promotionsKey(token) });
      void queryClient.invalidateQueries({ queryKey: walletKey('balance', token) });
    },
  });
}

export const useJoinPromotion = () => usePromotionAction(routes.joinPromotion);
export const useClaimPromotion = () => usePromotionAction(routes.claimPromotion);

/** The member's rebates by period (/m/member/rebateReport). */
export function useMyRebates() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: promotionsKey(token, 'rebates'),
    queryFn: ({ signal }) => callApi(routes.getMyRebates, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
