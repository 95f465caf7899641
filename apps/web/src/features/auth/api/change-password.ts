import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

/** Spec 7 change password (version 2); refused for a trial account with trial.forbidden. */
export const changePassword = (body: InputOf<'changePassword'>['body']) => callApi(routes.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
