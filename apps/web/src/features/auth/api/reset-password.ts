import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The e-mailed link's form: the link's token and a new password (reset.link.invalid when dead). */
export const resetPassword = (body: { token: string; newPassword: string }) =>
  apiRequest<Record<string, never>>('/wps/member/password/reset', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
