import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

export interface SetPaymentPasswordRequest {
  /** The login password the first time; the current payment password for a change. */
  currentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

export const setPaymentPassword = (body: SetPaymentPasswordRequest) =>
  apiRequest<Record<string, never>>('/wps/security/paymentPassword', { method: 'POST', body });

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
