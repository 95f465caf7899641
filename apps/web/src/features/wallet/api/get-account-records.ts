import * as routes from '@playdeck/contracts/routes';
import type { RecordKind } from '@playdeck/contracts/wallet-constants';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { useSession } from '../../../lib/session';

const PAGE_SIZE = 20;

export interface AccountRecordFilter {
  kind: RecordKind | null;
  from: string;
  to: string;
}

export const getAccountRecords = (filter: AccountRecordFilter, cursor: string | null) =>
  callApi(routes.getAccountRecords, {
    query: {
      kind: filter.kind ?? undefined,
      from: filter.from,
      to: filter.to,
      cursor: cursor ?? undefined,
      pageSize: PAGE_SIZE,
    },
  });

/** /m/transaction/record: every ledger line of the wallet, newest first, by kind and dates. */
export const accountRecordsQuery = (token: string, filter: AccountRecordFilter) =>
  infiniteQueryOptions({
    queryKey: walletKey('records', token, filter),
    queryFn: ({ pageParam }) => getAccountRecords(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useAccountRecords(filter: AccountRecordFilter) {
  const session = useSession();
  return useInfiniteQuery({ ...accountRecordsQuery(session?.token ?? '', filter), enabled: Boolean(session) });
}
