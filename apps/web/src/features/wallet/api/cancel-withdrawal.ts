import type { WithdrawalRecord } from '@playdeck/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

/** Cancels a pending withdrawal; its held money comes back to the wallet. */
export const cancelWithdrawal = (id: number) =>
  apiRequest<WithdrawalRecord>(`/wps/transaction/withdraw/${id}/cancel`, { method: 'POST', body: {} });

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
