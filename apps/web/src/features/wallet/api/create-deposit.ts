import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/money/wallet-keys';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

/** One requestId per submit; a retry of the same submit sends the same id (the server answers the first order). */
export const createDeposit = (body: InputOf<'createDeposit'>['body']) => callApi(routes.createDeposit, { body });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'deposit-records'] }),
  });
}
