import type { LotteryGameCode } from '@playdeck/contracts';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/money/wallet-keys';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { LOTTERY_KEY } from './lottery-queries';

export interface SlipRequest {
  game: LotteryGameCode;
  drawKey: string;
  requestId: string;
  lines: {
    betType: string;
    selection: string[] | { target: number | 'sum'; digit?: number; pick?: string };
    stake: number;
  }[];
}

/** After money moved: the balance and the member's bets are asked again. */
function useRefreshAfterMoney() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [WALLET_KEY] });
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'bets'] });
  };
}

/** Places a slip: every line or none, once per requestId (a retry after a lost answer replays it). */
export function usePlaceSlip() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (slip: SlipRequest) => callApi(routes.placeLotterySlip, { body: slip }),
    onSettled: refresh,
  });
}

/** Cancels a slip before its draw closes: every stake comes back, once. */
export function useCancelSlip() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: (requestId: string) => callApi(routes.cancelLotterySlip, { body: { requestId } }),
    onSettled: refresh,
  });
}
