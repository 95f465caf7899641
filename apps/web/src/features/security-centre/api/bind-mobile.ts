import type { InputOf } from '@playdeck/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

/** Binding a contact is a sensitive change: the login password comes with the SMS code. */
export const bindMobile = (body: InputOf<'bindMobile'>['body']) => callApi('bindMobile', { body });

export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindMobile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'security'] }),
        queryClient.invalidateQueries({ queryKey: ['member'] }),
      ]),
  });
}
