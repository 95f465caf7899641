import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

/** Spec 7 set password by phone: on success the answer logs the player in (spec 2). */
export const setPasswordByPhone = (body: InputOf<'setPasswordByPhone'>['body']) =>
  callApi(routes.setPasswordByPhone, { body });

export const useSetPasswordByPhone = () => useMutation({ mutationFn: setPasswordByPhone });
