import type { InputOf, OutputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { infiniteQueryOptions } from '../../../lib/query/use-infinite-query';

/** The record screen's choice: UTC dates (YYYY-MM-DD, the server counts days in UTC) and a category. */
export type GameRecordsFilter = Required<Pick<InputOf<'getGameRecords'>['query'], 'from' | 'to'>> &
  Pick<InputOf<'getGameRecords'>['query'], 'gameCategory'>;

const RECORDS_PAGE_SIZE = 20;

/** The member's bets (/m/gameRecord), newest first, a page at a time from a cursor. */
export const getGameRecords = (filter: GameRecordsFilter, cursor: string | undefined, signal?: AbortSignal) =>
  callApi(routes.getGameRecords, { query: { ...filter, cursor, pageSize: RECORDS_PAGE_SIZE } }, { signal });

export const gameRecordsQuery = (token: string, filter: GameRecordsFilter, language: string) =>
  infiniteQueryOptions({
    queryKey: ['games', 'records', token, language, filter],
    queryFn: ({ pageParam, signal }) => getGameRecords(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: OutputOf<'getGameRecords'>) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
