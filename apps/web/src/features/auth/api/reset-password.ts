import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

/** The e-mailed link's form: the link's token and a new password (reset.link.invalid when dead). */
export const resetPassword = (body: InputOf<'resetPassword'>['body']) => callApi(routes.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
