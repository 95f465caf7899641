import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/money/wallet-keys';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

/** One requestId per submit; a retry of the same submit sends the same id. */
export const transferToUpline = (body: InputOf<'transferToUpline'>['body']) =>
  callApi(routes.transferToUpline, { body });

export function useTransferToUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToUpline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
  });
}
