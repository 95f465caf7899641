import type { LotteryGameCode } from '@playdeck/contracts';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query';
import { infiniteQueryOptions, useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { learnServerTime } from '../../../lib/server-clock';
import { FREE_TRIAL_TYPE, useSession } from '../../../lib/session';

/** Every lottery query sits under this key: a placed slip or a drawn result refreshes them together. */
export const LOTTERY_KEY = ['lottery'] as const;

/**
 * Spec 7 lottery menu: every game with its odds and its open draw. Asked again every 20 s and
 * whenever a countdown reaches a close (use-draw-clock), so the next draw follows on its own.
 */
export const lotteryMenuQuery = () =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'menu'],
    queryFn: async ({ signal }) => {
      const askedAt = Date.now();
      const answer = await callApi(routes.getLotteryMenu, { query: {} }, { signal });
      learnServerTime(answer.serverTime, askedAt, Date.now());
      return answer;
    },
    select: (answer) => answer.list,
    staleTime: 5_000,
    refetchInterval: 20_000,
  });

export const useLotteryMenu = () => useQuery(lotteryMenuQuery());

/** The latest drawn results of a game, newest first (spec 7 recent VN lottery, VN numero). */
export function useLotteryResults(game: LotteryGameCode, limit: number) {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'results', game, limit],
    queryFn: ({ signal }) => callApi(routes.getLotteryResults, { query: { game, limit } }, { signal }),
    select: (answer) => answer.list,
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}

/** The winner board (spec 4: highest win first). */
export function useLotteryWinners() {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'winners'],
    queryFn: ({ signal }) => callApi(routes.getLotteryWinners, undefined, { signal }),
    select: (answer) => answer.list,
    staleTime: 15_000,
  });
}

export const myLotteryBetsQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: [...LOTTERY_KEY, 'bets', token],
    queryFn: ({ pageParam, signal }) => callApi(routes.getMyLotteryBets, { query: { pageNo: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNo + 1 : undefined),
    staleTime: 0,
  });

/** Whether the session may bet on the lotteries: a real member (trial money never bets here). */
export function useCanBet(): boolean {
  const session = useSession();
  return Boolean(session) && session?.type !== FREE_TRIAL_TYPE;
}

/** The member's bet lines, newest first, a page at a time. */
export function useMyLotteryBets() {
  const session = useSession();
  return useInfiniteQuery({ ...myLotteryBetsQuery(session?.token ?? ''), enabled: useCanBet() });
}
