import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';

/** Spec 7 affiliate code check: code and domain; data.success says whether it is valid. */
export const checkAffiliate = (code: string, domain: string) =>
  callApi(routes.checkAffiliate, { query: { code, domain } });
