import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

/** The registration payload of spec 3 (the timestamp is added when the api client seals the body). */
export type RegisterPayload = InputOf<'register'>['body'];

/** Spec 7 register: encrypted PUT; the answer logs the new player in. */
export const register = (body: RegisterPayload) => callApi(routes.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
