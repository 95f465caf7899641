import type { LoginResponse } from '@playdeck/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SetPasswordByPhoneRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

/** Spec 7 set password by phone: on success the answer logs the player in (spec 2). */
export const setPasswordByPhone = (body: SetPasswordByPhoneRequest) =>
  apiRequest<LoginResponse>('/wps/member/password/phone', { method: 'POST', body });

export const useSetPasswordByPhone = () => useMutation({ mutationFn: setPasswordByPhone });
