import * as routes from '@playdeck/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/money/wallet-keys';

/** Cancels a pending withdrawal; its held money comes back to the wallet. */
export const cancelWithdrawal = (id: number) => callApi(routes.cancelWithdrawal, { params: { id } });

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
