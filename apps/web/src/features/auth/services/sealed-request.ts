import { sealBody } from '@playdeck/contracts/encryption';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { publicKeyQuery } from '../api/get-public-key';

/**
 * Sends a body sealed for the server (spec 7: login and register are encrypted, with the
 * Encryption header). A refused seal means the server's key changed since it was fetched: the
 * key is fetched again and the call made once more.
 */
export async function sealedRequest<T>(
  path: string,
  method: 'POST' | 'PUT',
  payload: Record<string, unknown>,
): Promise<T> {
  const send = async () => {
    const key = await queryClient.fetchQuery(publicKeyQuery);
    const sealed = await sealBody(key, payload);
    return apiRequest<T>(path, { method, body: sealed.body, headers: { encryption: sealed.header } });
  };
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'encryption.invalid') throw error;
    await queryClient.invalidateQueries({ queryKey: publicKeyQuery.queryKey });
    return send();
  }
}
