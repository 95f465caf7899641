import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

export interface BindMobileRequest {
  /** The login password: binding a contact is a sensitive change. */
  password: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export const bindMobile = (body: BindMobileRequest) =>
  apiRequest<Record<string, never>>('/wps/security/mobile', { method: 'POST', body });

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
