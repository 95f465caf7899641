import type { GameRecord } from '@playdeck/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface GameRecordsPage {
  content: GameRecord[];
  nextCursor: string | null;
}

export interface GameRecordsFilter {
  /** UTC dates (YYYY-MM-DD): the server counts days in UTC. */
  from: string;
  to: string;
  gameCategory?: string;
}

const RECORDS_PAGE_SIZE = 20;

/** The member's bets (/m/gameRecord), newest first, a page at a time from a cursor. */
export const getGameRecords = (filter: GameRecordsFilter, cursor: string | undefined, signal?: AbortSignal) =>
  apiRequest<GameRecordsPage>('/wps/game/records', {
    query: {
      from: filter.from,
      to: filter.to,
      gameCategory: filter.gameCategory || undefined,
      cursor,
      pageSize: RECORDS_PAGE_SIZE,
    },
    signal,
  });

export const gameRecordsQuery = (token: string, filter: GameRecordsFilter, language: string) =>
  infiniteQueryOptions({
    queryKey: ['games', 'records', token, language, filter],
    queryFn: ({ pageParam, signal }) => getGameRecords(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: GameRecordsPage) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
