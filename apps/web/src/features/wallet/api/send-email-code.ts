import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SentCode } from './types';

/** Sends a code to the address being bound. */
export const sendEmailCode = (email: string) =>
  apiRequest<SentCode>('/wps/verification/email', { method: 'POST', body: { email } });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
