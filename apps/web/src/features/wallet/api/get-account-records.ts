import type { AccountRecord } from '@playdeck/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { CursorPage } from './types';
import { walletKey } from './wallet-keys';

const PAGE_SIZE = 20;

/** The ledger kinds a player sees in the account record (contracts recordKinds). */
export const RECORD_KINDS = [
  'deposit',
  'withdraw',
  'withdraw_refund',
  'bet',
  'win',
  'refund',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'transfer',
  'adjustment',
] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];

export interface AccountRecordFilter {
  kind: RecordKind | null;
  from: string;
  to: string;
}

export const getAccountRecords = (filter: AccountRecordFilter, cursor: string | null) =>
  apiRequest<CursorPage<AccountRecord>>('/wps/wallets/records', {
    query: { kind: filter.kind, from: filter.from, to: filter.to, cursor, pageSize: PAGE_SIZE },
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
