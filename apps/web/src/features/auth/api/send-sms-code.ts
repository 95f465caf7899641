import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

/** What a code is for: register, login, reset or bind. */
export type CodePurpose = InputOf<'sendSmsCode'>['body']['purpose'];

/** Spec 7 send SMS code (module VERIFICATION3); resendSeconds drives the countdown. */
export const sendSmsCode = (body: InputOf<'sendSmsCode'>['body']) => callApi(routes.sendSmsCode, { body });

export const useSendSmsCode = () => useMutation({ mutationFn: sendSmsCode });
