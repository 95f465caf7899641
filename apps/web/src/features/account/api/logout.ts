import { apiRequest } from '../../../lib/api-client';

/** Spec 7 logout: DELETE with the session token (sent in Authorization by the api client). */
export const logout = () => apiRequest<Record<string, never>>('/wps/session/logout', { method: 'DELETE' });
