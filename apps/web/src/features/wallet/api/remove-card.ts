import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

export const removeCard = ({ id, paymentPassword }: { id: number; paymentPassword: string }) =>
  apiRequest<Record<string, never>>(`/wps/wallets/cards/${id}`, { method: 'DELETE', body: { paymentPassword } });

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
