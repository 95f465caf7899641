import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

export interface BindEmailRequest {
  /** The login password: binding a contact is a sensitive change. */
  password: string;
  email: string;
  verificationCode: string;
}

export const bindEmail = (body: BindEmailRequest) =>
  apiRequest<Record<string, never>>('/wps/security/email', { method: 'POST', body });

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
