import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PublicKey {
  keyId: string;
  algorithm: 'RSA-OAEP-256';
  /** SPKI, base64. */
  publicKey: string;
}

/** The server's key for the encrypted login and register bodies (architecture, API conventions). */
export const getPublicKey = () => apiRequest<PublicKey>('/wps/session/publicKey');

export const publicKeyQuery = queryOptions({
  queryKey: ['session', 'publicKey'],
  queryFn: getPublicKey,
  staleTime: 10 * 60_000,
});
