import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Sends a code to the address being bound. */
export const sendEmailCode = (email: string) => callApi('sendEmailCode', { body: { email } });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
