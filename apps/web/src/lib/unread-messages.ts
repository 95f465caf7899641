import * as routes from '@playdeck/contracts/routes';
import { callApi } from './api-client';
import { queryOptions, useQuery } from './query';
import { useSession } from './session';

/**
 * The message centre's unread count (spec 7), shared by the badges that show it (member centre,
 * agent home) and the message centre that changes it. Keyed by the session.
 */
export const messagesKey = (token: string, ...rest: string[]) => ['messages', token, ...rest];

export const unreadCountQuery = (token: string) =>
  queryOptions({
    queryKey: messagesKey(token, 'unread'),
    queryFn: ({ signal }) => callApi(routes.getUnreadCount, undefined, { signal }),
    staleTime: 30_000,
  });

/** A number; nothing is asked for a visitor. */
export function useUnreadCount() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...unreadCountQuery(token), enabled: Boolean(token) });
}
