import type { AgentNotices } from '@playdeck/contracts';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';
import { agentKey } from './agent-keys';

/** Agent announcements (type A) in the current language, with the footer's unread count. */
export function useAgentNotices() {
  const token = useSession()?.token ?? '';
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: agentKey(token, 'notices', i18n.language),
    queryFn: ({ signal }) => callApi(routes.getAgentNotices, undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** Marks one read; the list shows it read at once and takes the server's unread count. */
export function useReadAgentNotice() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (id: number) => callApi(routes.readAgentNotice, { params: { id } }),
    onSuccess: ({ unreadCount }, id) =>
      queryClient.setQueriesData<AgentNotices>({ queryKey: agentKey(token, 'notices') }, (old) =>
        old
          ? {
              list: old.list.map((notice) => (notice.id === id ? { ...notice, read: true } : notice)),
              footer: { unreadCount },
            }
          : old,
      ),
  });
}
