import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type CodePurpose = 'register' | 'login' | 'reset' | 'bind';

export interface SendSmsCodeRequest {
  purpose: CodePurpose;
  mobileNum: string;
  countryDialingCode: string;
}

export interface SendSmsCodeResponse {
  expiredMinutes: number;
  resendSeconds: number;
}

/** Spec 7 send SMS code (module VERIFICATION3); expiredMinutes drives the countdown. */
export const sendSmsCode = (body: SendSmsCodeRequest) =>
  apiRequest<SendSmsCodeResponse>('/wps/verification/sms', { method: 'POST', body });

export const useSendSmsCode = () => useMutation({ mutationFn: sendSmsCode });
