import type { InputOf } from '@playdeck/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

/** Binding a contact is a sensitive change: the login password comes with the e-mailed code. */
export const bindEmail = (body: InputOf<'bindEmail'>['body']) => callApi('bindEmail', { body });

export function useBindEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindEmail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'security'] }),
        queryClient.invalidateQueries({ queryKey: ['member'] }),
      ]),
  });
}
