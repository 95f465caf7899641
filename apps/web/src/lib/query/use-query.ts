import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type DataTag, type QueryKey, replaceEqualDeep } from './keys';
import { useQueryClient } from './provider';
import {
  type Bivariant,
  type FetchStatus,
  isEnabled,
  type PageRules,
  type Query,
  type QueryObserver,
  type QueryOptions,
  type QueryState,
} from './query';

/** What a screen asks of a query: the query's own options, and how it shows the data. */
export interface UseQueryOptions<TQueryFnData = unknown, TData = TQueryFnData, TKey extends QueryKey = QueryKey>
  extends QueryOptions<TQueryFnData, TKey> {
  /** The part of the data this screen shows (the cache keeps the whole). */
  select?(data: TQueryFnData): TData;
  /** Shown while the first data is on its way (keepPreviousData: the last key's data). */
  placeholderData?:
    | NoInfer<TQueryFnData>
    | Bivariant<(previous: NoInfer<TQueryFnData> | undefined) => NoInfer<TQueryFnData> | undefined>;
}

export interface ResultBase {
  fetchStatus: FetchStatus;
  isFetching: boolean;
  isLoading: boolean;
  isRefetching: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
}

export type Outcome<TData, TError> =
  | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { status: 'error'; isPending: false; isSuccess: false; isError: true; data: undefined; error: TError }
  | { status: 'error'; isPending: false; isSuccess: false; isError: true; data: TData; error: TError }
  | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: TData; error: null };

export type UseQueryResult<TData = unknown, TError = Error> = ResultBase &
  Outcome<TData, TError> & { refetch(): Promise<UseQueryResult<TData, TError>> };

export type UseSuspenseQueryResult<TData = unknown, TError = Error> = ResultBase &
  Exclude<Outcome<TData, TError>, { status: 'pending' }> & { data: TData; refetch(): Promise<unknown> };

/** The options as they are, with the key tagged with its data's type (for getQueryData). */
export function queryOptions<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TData, TKey>,
): UseQueryOptions<TQueryFnData, TData, TKey> & { queryKey: DataTag<TKey, TQueryFnData> } {
  return options as UseQueryOptions<TQueryFnData, TData, TKey> & { queryKey: DataTag<TKey, TQueryFnData> };
}

/** placeholderData that keeps the last key's data on screen while the new key's arrives. */
export const keepPreviousData = <T>(previous: T | undefined): T | undefined => previous;

export const ignore = () => undefined;

export type ObservedOptions = UseQueryOptions & Partial<PageRules> & { suspense?: boolean };

function fetchesOnMount(query: Query, options: ObservedOptions): boolean {
  if (query.state.data === undefined) return true;
  const { refetchOnMount = true } = options;
  return refetchOnMount === 'always' || (refetchOnMount && query.isStale(options.staleTime));
}

/**
 * Shows one query in a screen: listens to its state, asks for it on mount (when missing or
 * stale), every refetchInterval, and gives the screen its data as it wants it (select, placeholder).
 */
export function useObservedQuery(options: ObservedOptions) {
  const client = useQueryClient();
  const query = client.build(options);
  const settings: ObservedOptions = { ...client.defaults.queries, ...options };
  // A suspending screen that just got its data does not ask again as it mounts.
  if (options.suspense) settings.staleTime = Math.max(settings.staleTime ?? 0, 1000);
  const enabled = Boolean(options.suspense) || isEnabled(settings, query);
  const observer = useRef<QueryObserver>({ options: settings }).current;
  observer.options = settings;
  const state = useSyncExternalStore(
    query.subscribe,
    () => query.state,
    () => query.state,
  );

  useEffect(() => {
    query.observers.add(observer);
    if (enabled && fetchesOnMount(query, observer.options)) query.fetch().catch(ignore);
    return () => {
      query.observers.delete(observer);
    };
  }, [query, enabled, observer]);

  const interval = enabled ? settings.refetchInterval : false;
  useEffect(() => {
    if (!interval) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') query.fetch().catch(ignore);
    }, interval);
    return () => clearInterval(timer);
  }, [query, interval]);

  if (options.suspense && state.data === undefined) {
    if (state.status === 'error' && state.fetchStatus === 'idle') throw state.error;
    throw query.fetch().catch(ignore);
  }

  const lastData = useRef<unknown>(undefined);
  if (state.data !== undefined) lastData.current = state.data;
  const selected = useRef<{ data: unknown; select: unknown; result: unknown } | undefined>(undefined);
  const view = (raw: QueryState): { data: unknown; placeholder: boolean } => {
    let data = raw.data;
    let placeholder = false;
    const { placeholderData, select } = settings;
    if (data === undefined && raw.status === 'pending' && placeholderData !== undefined) {
      data = typeof placeholderData === 'function' ? placeholderData(lastData.current) : placeholderData;
      placeholder = data !== undefined;
    }
    if (data === undefined || !select) return { data, placeholder };
    const memo = selected.current;
    if (!memo || memo.data !== data || memo.select !== select)
      selected.current = { data, select, result: replaceEqualDeep(memo?.result, select(data)) };
    return { data: selected.current?.result, placeholder };
  };
  return { client, query, settings, state, view };
}

export function resultOf(observed: ReturnType<typeof useObservedQuery>, state: QueryState) {
  const { data, placeholder } = observed.view(state);
  return outcomeOf(state, data, placeholder);
}

export function outcomeOf(state: QueryState, data: unknown, placeholder: boolean) {
  const status = placeholder ? 'success' : state.status;
  const fetching = state.fetchStatus === 'fetching';
  return {
    data,
    error: state.error,
    status,
    fetchStatus: state.fetchStatus,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: fetching,
    isLoading: fetching && status === 'pending',
    isRefetching: fetching && status !== 'pending',
    isPlaceholderData: placeholder,
    dataUpdatedAt: state.dataUpdatedAt,
  };
}

function useQueryResult(options: ObservedOptions) {
  const observed = useObservedQuery(options);
  const { query } = observed;
  const refetch = () =>
    query
      .fetch({ cancelRefetch: true })
      .then(ignore, ignore)
      .then(() => resultOf(observed, query.state));
  return { ...resultOf(observed, observed.state), refetch };
}

/** A query's data for a screen: fetched on mount when missing or stale, shared through the cache. */
export function useQuery<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TData, TKey>,
): UseQueryResult<TData> {
  return useQueryResult(options as ObservedOptions) as UseQueryResult<TData>;
}

/** As useQuery, but the screen waits (Suspense) until the data is there, and a failure is thrown. */
export function useSuspenseQuery<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TData, TKey>,
): UseSuspenseQueryResult<TData> {
  return useQueryResult({ ...(options as ObservedOptions), suspense: true }) as UseSuspenseQueryResult<TData>;
}
