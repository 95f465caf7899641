import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

/** Spec 3 login payload (the timestamp is added when the api client seals the body). */
export type LoginPayload = InputOf<'login'>['body'];

/** Spec 7 login: encrypted POST; error data may carry captcha: true. */
export const login = (body: LoginPayload) => callApi(routes.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
