import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';

/** Trades the one-time code of /m/login?social=<code> for a session (and where the player was going). */
export const exchangeSocial = (code: string) => callApi(routes.exchangeSocialCode, { body: { code } });
