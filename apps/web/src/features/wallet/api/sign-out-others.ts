import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WALLET_KEY } from './wallet-keys';

/** Ends every session of this member but the one asking. */
export const signOutOthers = () =>
  apiRequest<Record<string, never>>('/wps/security/sessions/others', { method: 'DELETE' });

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'security'] }),
  });
}
