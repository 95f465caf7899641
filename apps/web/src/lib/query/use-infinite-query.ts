import type { DataTag, QueryKey } from './keys';
import type { InfiniteData, PageRules, QueryFunctionContext, QueryOptions } from './query';
import { ignore, type ObservedOptions, type Outcome, type ResultBase, resultOf, useObservedQuery } from './use-query';

export interface UseInfiniteQueryOptions<
  TQueryFnData = unknown,
  TData = InfiniteData<TQueryFnData>,
  TKey extends QueryKey = QueryKey,
  TPageParam = unknown,
> extends Omit<QueryOptions<InfiniteData<TQueryFnData, TPageParam>, TKey>, 'queryFn' | 'initialData'>,
    PageRules<TQueryFnData, TPageParam> {
  queryFn(context: QueryFunctionContext<TKey, TPageParam>): TQueryFnData | Promise<TQueryFnData>;
  select?(data: InfiniteData<TQueryFnData, TPageParam>): TData;
}

export type UseInfiniteQueryResult<TData = unknown, TError = Error> = ResultBase &
  Outcome<TData, TError> & {
    refetch(): Promise<UseInfiniteQueryResult<TData, TError>>;
    fetchNextPage(): Promise<UseInfiniteQueryResult<TData, TError>>;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
  };

export function infiniteQueryOptions<
  TQueryFnData,
  TData = InfiniteData<TQueryFnData>,
  TKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TData, TKey, TPageParam>,
): UseInfiniteQueryOptions<TQueryFnData, TData, TKey, TPageParam> & {
  queryKey: DataTag<TKey, InfiniteData<TQueryFnData, TPageParam>>;
} {
  return options as UseInfiniteQueryOptions<TQueryFnData, TData, TKey, TPageParam> & {
    queryKey: DataTag<TKey, InfiniteData<TQueryFnData, TPageParam>>;
  };
}

/** A list read page by page: the first page on mount, the next on fetchNextPage. */
export function useInfiniteQuery<
  TQueryFnData,
  TData = InfiniteData<TQueryFnData>,
  TKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(options: UseInfiniteQueryOptions<TQueryFnData, TData, TKey, TPageParam>): UseInfiniteQueryResult<TData> {
  const observed = useObservedQuery(options as unknown as ObservedOptions);
  const { query, state } = observed;
  const pages = state.data as InfiniteData<TQueryFnData, TPageParam> | undefined;
  const last = pages?.pages.length ? pages.pages.length - 1 : -1;
  const nextParam =
    pages && last >= 0
      ? options.getNextPageParam(
          pages.pages[last] as TQueryFnData,
          pages.pages,
          pages.pageParams[last] as TPageParam,
          pages.pageParams,
        )
      : undefined;
  const fetching = state.fetchStatus === 'fetching';
  const now = () => ({ ...resultOf(observed, query.state) }) as unknown as UseInfiniteQueryResult<TData>;
  return {
    ...resultOf(observed, state),
    refetch: () => query.fetch({ cancelRefetch: true }).then(ignore, ignore).then(now),
    fetchNextPage: () => query.fetch({ nextPage: true, cancelRefetch: true }).then(ignore, ignore).then(now),
    hasNextPage: nextParam !== undefined && nextParam !== null,
    isFetchingNextPage: fetching && state.fetchingNextPage,
    isFetchNextPageError: state.status === 'error' && state.fetchingNextPage,
    isRefetching: fetching && !state.fetchingNextPage && state.status !== 'pending',
  } as UseInfiniteQueryResult<TData>;
}
