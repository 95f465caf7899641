import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { useSession } from '../../../lib/session';

const PAGE_SIZE = 20;

export const getWithdrawRecords = (cursor: string | null) =>
  callApi(routes.getWithdrawRecords, { query: { cursor: cursor ?? undefined, pageSize: PAGE_SIZE } });

/** /m/withdrawReport: newest first from the cursor; fresh on every visit (the operator decides meanwhile). */
export const withdrawRecordsQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: walletKey('withdraw-records', token),
    queryFn: ({ pageParam }) => getWithdrawRecords(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useWithdrawRecords() {
  const session = useSession();
  return useInfiniteQuery({ ...withdrawRecordsQuery(session?.token ?? ''), enabled: Boolean(session) });
}
