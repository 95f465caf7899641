import type { LoginResponse } from '@playdeck/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The login answer plus where the player was going when sign-in started. */
export type SocialExchangeResponse = LoginResponse & { redirect: string };

/** Trades the one-time code of /m/login?social=<code> for a session. */
export const exchangeSocial = (code: string) =>
  apiRequest<SocialExchangeResponse>('/wps/session/social/exchange', { method: 'POST', body: { code } });
