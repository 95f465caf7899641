import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../api-client';
import { useQueryClient } from '../query';
import { useMutation } from '../query/use-mutation';
import { WALLET_KEY } from './wallet-keys';

/** The payee name is required while the member has none; set once (a withdrawal goes to the member's own name). */
export const addCard = (body: InputOf<'addCard'>['body']) => callApi(routes.addCard, { body });

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
