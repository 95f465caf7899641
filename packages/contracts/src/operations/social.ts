import { defineOperations } from '../operation';
import {
  socialExchangeRequest,
  socialExchangeResponse,
  socialProviderParams,
  socialStartQuery,
  socialStartResponse,
} from '../social';

const tags = ['account'];

/**
 * Social sign-in (contracts social.ts). The provider's callback answers the browser with a
 * redirect, never JSON, so it stays a plain route of the server and is not declared here.
 */
export const socialOperations = defineOperations({
  startSocialLogin: {
    method: 'GET',
    path: '/wps/session/social/:provider/start',
    tags,
    summary: 'The provider’s sign-in address for google or facebook (GOOGLELOGIN3, FACEBOOKLOGIN3)',
    session: 'none',
    params: socialProviderParams,
    query: socialStartQuery,
    response: socialStartResponse,
    errors: ['social.unavailable', 'social.failed', 'site.url.unconfigured'],
  },
  exchangeSocialCode: {
    method: 'POST',
    path: '/wps/session/social/exchange',
    tags,
    summary: 'Trade the one-time code of the callback for the login answer (single use, two minutes)',
    session: 'none',
    body: socialExchangeRequest,
    response: socialExchangeResponse,
    errors: ['social.failed', 'rg.excluded', 'rg.excluded.permanent'],
  },
});
