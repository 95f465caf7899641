import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';

/** Spec 7 logout: DELETE with the session token (sent in Authorization by the api client). */
export const logout = () => callApi(routes.logout);
