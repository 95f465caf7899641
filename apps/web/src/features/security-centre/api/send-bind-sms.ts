import type { InputOf } from '@playdeck/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Spec 7 send SMS code (VERIFICATION3) for binding a number: the code goes to the new number. */
export const sendBindSms = (body: Omit<InputOf<'sendSmsCode'>['body'], 'purpose'>) =>
  callApi('sendSmsCode', { body: { purpose: 'bind', ...body } });

export const useSendBindSms = () => useMutation({ mutationFn: sendBindSms });
