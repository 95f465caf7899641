import * as routes from '@playdeck/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Spec 7 forgot password by e-mail: form-encoded username and email, both trimmed (spec 3). */
export const forgotPassword = (input: { username: string; email: string }) =>
  callApi(routes.forgotPassword, { body: { username: input.username.trim(), email: input.email.trim() } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
