import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CreateDepositResult } from './types';
import { WALLET_KEY } from './wallet-keys';

export interface CreateDepositRequest {
  /** One per submit; a retry of the same submit sends the same id (the server answers the first order). */
  requestId: string;
  channelId: string;
  /** Minor units. */
  amount: number;
  payerName?: string;
  reference?: string;
}

export const createDeposit = (body: CreateDepositRequest) =>
  apiRequest<CreateDepositResult>('/wps/wallets/deposit', { method: 'POST', body });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'deposit-records'] }),
  });
}
