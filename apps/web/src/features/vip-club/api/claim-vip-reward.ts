import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';
import { promotionsKey } from '../../../lib/unclaimed-rewards';
import { vipKey } from './get-vip-club';

/** Claims the club's oldest waiting reward (an upgrade or birthday bonus): paid once however often pressed. */
export function useClaimVipReward() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (promotionId: number) => callApi(routes.claimPromotion, { params: { id: promotionId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: vipKey(token) });
      void queryClient.invalidateQueries({ queryKey: promotionsKey(token) });
      void queryClient.invalidateQueries({ queryKey: walletKey('balance', token) });
    },
  });
}
