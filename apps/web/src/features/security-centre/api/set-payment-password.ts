import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/money/wallet-keys';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';

/** currentPassword: the login password the first time; the current payment password for a change. */
export const setPaymentPassword = (body: InputOf<'setPaymentPassword'>['body']) =>
  callApi(routes.setPaymentPassword, { body });

/** The withdraw screen and member info both say whether one is set. */
export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WALLET_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['member'] }),
      ]),
  });
}
