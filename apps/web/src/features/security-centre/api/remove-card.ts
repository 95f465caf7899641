import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/money/wallet-keys';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

export const removeCard = ({ id, paymentPassword }: { id: number; paymentPassword: string }) =>
  callApi(routes.removeCard, { params: { id }, body: { paymentPassword } });

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
