import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SentCode } from './types';

/** Spec 7 send SMS code (VERIFICATION3) for binding a number: the code goes to the new number. */
export const sendBindSms = (body: { mobileNum: string; countryDialingCode: string }) =>
  apiRequest<SentCode>('/wps/verification/sms', { method: 'POST', body: { purpose: 'bind', ...body } });

export const useSendBindSms = () => useMutation({ mutationFn: sendBindSms });
