import * as routes from '@playdeck/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/money/wallet-keys';

export const removeCard = ({ id, paymentPassword }: { id: number; paymentPassword: string }) =>
  callApi(routes.removeCard, { params: { id }, body: { paymentPassword } });

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
