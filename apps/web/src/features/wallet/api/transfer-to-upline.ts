import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

export interface UplineTransferRequest {
  /** One per submit; a retry of the same submit sends the same id. */
  requestId: string;
  /** Minor units. */
  amount: number;
  paymentPassword: string;
}

export const transferToUpline = (body: UplineTransferRequest) =>
  apiRequest<{ balance: number }>('/wps/wallets/transfer/upline', { method: 'POST', body });

export function useTransferToUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToUpline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
