import type { MemberMessage } from '@playdeck/contracts';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { type InfiniteData, useQueryClient } from '../../../lib/query';
import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';
import { messagesKey } from '../../../lib/unread-messages';

export { useUnreadCount } from '../../../lib/unread-messages';

const PAGE_SIZE = 20;

type Page = { content: MemberMessage[]; nextCursor: string | null };

export const messagesQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: messagesKey(token, 'list'),
    queryFn: ({ pageParam, signal }) =>
      callApi(routes.getMessages, { query: { cursor: pageParam ?? undefined, pageSize: PAGE_SIZE } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

/** /m/webEmail: the member's messages, newest first, a page at a time. */
export function useMessages() {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...messagesQuery(token), enabled: Boolean(token) });
}

/** Changes messages in the cached pages at once (the server is told just after). */
function useCachedPages() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return {
    edit(change: (messages: MemberMessage[]) => MemberMessage[]) {
      queryClient.setQueryData<InfiniteData<Page, string | null>>(messagesKey(token, 'list'), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, content: change(page.content) })) } : data,
      );
    },
    refreshCount: () => queryClient.invalidateQueries({ queryKey: messagesKey(token, 'unread') }),
    refreshAll: () => queryClient.invalidateQueries({ queryKey: messagesKey(token) }),
  };
}

export function useReadMessage() {
  const pages = useCachedPages();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.readMessage, { params: { id } }),
    onMutate: (id) => pages.edit((messages) => messages.map((m) => (m.id === id ? { ...m, read: true } : m))),
    onSettled: () => pages.refreshCount(),
  });
}

export function useReadAllMessages() {
  const pages = useCachedPages();
  return useMutation({
    mutationFn: () => callApi(routes.readAllMessages),
    onMutate: () => pages.edit((messages) => messages.map((m) => ({ ...m, read: true }))),
    onSettled: () => pages.refreshCount(),
  });
}

export function useDeleteMessage() {
  const pages = useCachedPages();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteMessage, { params: { id } }),
    onMutate: (id) => pages.edit((messages) => messages.filter((m) => m.id !== id)),
    // A refused delete (already gone elsewhere) brings the list back as the server has it.
    onError: () => pages.refreshAll(),
    onSettled: () => pages.refreshCount(),
  });
}
