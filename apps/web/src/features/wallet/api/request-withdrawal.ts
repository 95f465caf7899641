import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { ApiError, callApi } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/money/wallet-keys';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

/** One requestId per submit; a retry of the same submit sends the same id. */
export const requestWithdrawal = (body: InputOf<'requestWithdrawal'>['body']) =>
  callApi(routes.requestWithdrawal, { body });

/** The money is held at once: the balance, the withdraw facts and the report all change. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
    // More bonus locked than the screen showed: the withdraw facts are read again, so the
    // player sees (and confirms) what a withdrawal now forfeits.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'withdraw.bonus.locked')
        void queryClient.invalidateQueries({ queryKey: [WALLET_KEY] });
    },
  });
}
