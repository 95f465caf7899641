import type { WithdrawalRecord } from '@playdeck/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

export interface WithdrawRequest {
  /** One per submit; a retry of the same submit sends the same id. */
  requestId: string;
  /** Minor units. */
  amount: number;
  cardId: number;
  paymentPassword: string;
}

export const requestWithdrawal = (body: WithdrawRequest) =>
  apiRequest<WithdrawalRecord>('/wps/transaction/withdraw', { method: 'POST', body });

/** The money is held at once: the balance, the withdraw facts and the report all change. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
