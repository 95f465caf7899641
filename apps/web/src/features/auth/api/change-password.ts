import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec 3 change-password payload. */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Spec 7 change password (version 2); refused for a trial account with trial.forbidden. */
export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<Record<string, never>>('/wps/member/password/change', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
