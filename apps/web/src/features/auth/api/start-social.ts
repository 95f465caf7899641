import type { SocialProvider } from '@playdeck/contracts';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

/** Social sign-in: where to send the browser; the provider comes back to /m/login?social=<code>. */
export const startSocial = (input: { provider: SocialProvider; redirect: string }) =>
  callApi(routes.startSocialLogin, { params: { provider: input.provider }, query: { redirect: input.redirect } });

export const useStartSocial = () => useMutation({ mutationFn: startSocial });
