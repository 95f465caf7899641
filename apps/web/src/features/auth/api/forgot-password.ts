import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

/** Spec 7 forgot password by e-mail: form-encoded username and email, both trimmed (spec 3). */
export const forgotPassword = (input: { username: string; email: string }) =>
  callApi(routes.forgotPassword, { body: { username: input.username.trim(), email: input.email.trim() } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
