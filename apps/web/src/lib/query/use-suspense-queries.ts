import { useSyncExternalStore } from 'react';
import type { QueryKey } from './keys';
import { useQueryClient } from './provider';
import type { QueryObserver, QueryOptions } from './query';
import { ignore, outcomeOf, type UseQueryOptions, type UseSuspenseQueryResult } from './use-query';

type SuspenseResults<T extends readonly unknown[]> = {
  [K in keyof T]: T[K] extends UseQueryOptions<infer TQueryFnData, infer TData, infer _TKey>
    ? UseSuspenseQueryResult<unknown extends TData ? TQueryFnData : TData>
    : never;
};

/**
 * Several suspense queries, asked for together (not one after another) before the screen waits;
 * the screen is drawn again when any of them changes.
 */
export function useSuspenseQueries<const T extends readonly UseQueryOptions<unknown, unknown, QueryKey>[]>({
  queries,
}: {
  queries: T;
}): SuspenseResults<T> {
  const client = useQueryClient();
  const built = queries.map((options) => client.build(options as QueryOptions));
  const waiting = built.filter((query) => query.state.data === undefined && query.state.status !== 'error');
  if (waiting.length > 0) throw Promise.all(waiting.map((query) => query.fetch().catch(ignore)));
  const failed = built.find((query) => query.state.data === undefined);
  if (failed) throw failed.state.error;
  const observer: QueryObserver = { options: { queryKey: [] } };
  const version = () => built.map(({ state }) => `${state.dataUpdatedAt}:${state.status}:${state.fetchStatus}`).join();
  useSyncExternalStore(
    (listener) => {
      const stops = built.map((query) => {
        query.observers.add(observer);
        const stop = query.subscribe(listener);
        return () => {
          query.observers.delete(observer);
          stop();
        };
      });
      return () => {
        for (const stop of stops) stop();
      };
    },
    version,
    version,
  );
  return built.map((query) => ({
    ...outcomeOf(query.state, query.state.data, false),
    refetch: () => query.fetch({ cancelRefetch: true }).catch(ignore),
  })) as unknown as SuspenseResults<T>;
}
