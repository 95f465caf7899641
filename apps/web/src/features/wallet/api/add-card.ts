import type { BankCard } from '@playdeck/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

export interface AddCardRequest {
  bankCode: string;
  accountNumber: string;
  paymentPassword: string;
  /** Required while the member has no payee name; set once (a withdrawal goes to the member's own name). */
  payeeName?: string;
}

export const addCard = (body: AddCardRequest) => apiRequest<BankCard>('/wps/wallets/cards', { method: 'POST', body });

/** Cards show on the withdraw screen and in the security centre; the payee name on member info. */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['member'] }),
      ]),
  });
}
