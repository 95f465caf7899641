import { useEffect } from 'react';
import { type InfiniteData, type QueryKey, useQueryClient } from '../../../lib/query';

/**
 * Spec 4 paging: pages append only while the player stays; a list left (another tab, another
 * filter or search) starts again at page 1 when it comes back, so its cache keeps page 1 only.
 */
export function useFirstPageOnLeave(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const hash = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the key's content; the cleanup trims the list being left
  useEffect(
    () => () => {
      queryClient.setQueryData<InfiniteData<unknown, unknown>>(queryKey, (data) =>
        data && data.pages.length > 1
          ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
          : data,
      );
    },
    [hash, queryClient],
  );
}
