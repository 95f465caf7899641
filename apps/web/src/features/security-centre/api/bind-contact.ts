import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/money/wallet-keys';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import type { SentCode } from './types';

/** The two contacts a member binds the same way: a code to the new one, then the login password. */
export type ContactChannel = 'mobile' | 'email';

export interface ContactBinding {
  contact: string;
  /** The mobile number's dialling code (unused for e-mail). */
  dialCode: string;
  verificationCode: string;
  password: string;
}

/** Spec 7 send code: an SMS (VERIFICATION3, purpose bind) or an e-mail to the contact being bound. */
export const sendContactCode = (channel: ContactChannel, contact: string, dialCode: string): Promise<SentCode> =>
  channel === 'mobile'
    ? callApi(routes.sendSmsCode, { body: { purpose: 'bind', mobileNum: contact, countryDialingCode: dialCode } })
    : callApi(routes.sendEmailCode, { body: { email: contact } });

/** Binding a contact is a sensitive change: the login password comes with the code. */
export const bindContact = (
  channel: ContactChannel,
  { contact, dialCode, verificationCode, password }: ContactBinding,
) =>
  channel === 'mobile'
    ? callApi(routes.bindMobile, {
        body: { password, mobileNum: contact, countryDialingCode: dialCode, verificationCode },
      })
    : callApi(routes.bindEmail, { body: { password, email: contact, verificationCode } });

export function useBindContact(channel: ContactChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (binding: ContactBinding) => bindContact(channel, binding),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WALLET_KEY, 'security'] }),
        queryClient.invalidateQueries({ queryKey: ['member'] }),
      ]),
  });
}
