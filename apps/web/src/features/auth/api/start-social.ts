import type { SocialProvider } from '@playdeck/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Social sign-in: where to send the browser; the provider comes back to /m/login?social=<code>. */
export const startSocial = (input: { provider: SocialProvider; redirect: string }) =>
  apiRequest<{ url: string }>(`/wps/session/social/${input.provider}/start`, { query: { redirect: input.redirect } });

export const useStartSocial = () => useMutation({ mutationFn: startSocial });
