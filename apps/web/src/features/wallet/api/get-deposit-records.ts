import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { useSession } from '../../../lib/session';

const PAGE_SIZE = 20;

export const getDepositRecords = (cursor: string | null) =>
  callApi(routes.getDepositRecords, { query: { cursor: cursor ?? undefined, pageSize: PAGE_SIZE } });

/** /m/vouReport: newest first, a page at a time from the cursor. Fresh on every visit (statuses change). */
export const depositRecordsQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: walletKey('deposit-records', token),
    queryFn: ({ pageParam }) => getDepositRecords(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useDepositRecords() {
  const session = useSession();
  return useInfiniteQuery({ ...depositRecordsQuery(session?.token ?? ''), enabled: Boolean(session) });
}
