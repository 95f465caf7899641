import { type DataOf, hashKey, partialMatch, type QueryKey } from './keys';
import { type FetchOptions, Query, type QueryOptions, type QueryState, type Retry } from './query';

export interface QueryFilters {
  /** Every query whose key starts with these parts (or, `exact`, has just this key). */
  queryKey?: QueryKey;
  exact?: boolean;
  predicate?: (query: Query) => boolean;
}

export interface InvalidateFilters extends QueryFilters {
  /** Which of the matched queries are asked again: those a screen shows (default), all, or none. */
  refetchType?: 'active' | 'all' | 'none';
}

export interface QueryClientConfig {
  defaultOptions?: { queries?: Omit<QueryOptions, 'queryKey'>; mutations?: { retry?: Retry } };
}

type Updater<T> = T | undefined | ((old: T | undefined) => T | undefined);

/** What the server's page carries of its queries: the data it drew with, for the browser to start from. */
export interface DehydratedState {
  queries: { queryKey: QueryKey; state: Pick<QueryState, 'data' | 'dataUpdatedAt'> }[];
}

const ignore = () => undefined;

/**
 * The cache of the app's server data (issue 16: in place of TanStack Query, whose core was a
 * tenth of the first load): one Query per key, found by its hash, with the calls screens and
 * mutations make on it. The API follows TanStack's names, so a reader who knows one knows both.
 */
export class QueryClient {
  private readonly queries = new Map<string, Query>();
  readonly defaults: NonNullable<QueryClientConfig['defaultOptions']>;
  private mounted = false;

  constructor(config: QueryClientConfig = {}) {
    this.defaults = config.defaultOptions ?? {};
  }

  /** The query of these options, made if there is none; options with a queryFn become its own. */
  build<TData>(options: QueryOptions<TData>): Query<TData> {
    const merged = { ...this.defaults.queries, ...options } as Query['options'];
    const hash = hashKey(options.queryKey);
    let query = this.queries.get(hash);
    if (!query) {
      query = new Query(merged, (gone) => {
        if (this.queries.get(gone.queryHash) === gone) this.queries.delete(gone.queryHash);
      });
      this.queries.set(hash, query);
    } else if (merged.queryFn) query.options = merged;
    return query as Query<TData>;
  }

  findAll(filters: QueryFilters = {}): Query[] {
    const { queryKey, exact, predicate } = filters;
    return [...this.queries.values()].filter(
      (query) =>
        (!queryKey || (exact ? query.queryHash === hashKey(queryKey) : partialMatch(query.queryKey, queryKey))) &&
        (!predicate || predicate(query)),
    );
  }

  getQueryData<T = unknown, TKey extends QueryKey = QueryKey>(queryKey: TKey): DataOf<TKey, T> | undefined {
    return this.queries.get(hashKey(queryKey))?.state.data as DataOf<TKey, T> | undefined;
  }

  setQueryData<T = unknown, TKey extends QueryKey = QueryKey>(
    queryKey: TKey,
    updater: Updater<DataOf<TKey, T>>,
    options: { updatedAt?: number } = {},
  ): DataOf<TKey, T> | undefined {
    const query = this.queries.get(hashKey(queryKey)) ?? this.build({ queryKey });
    const next =
      typeof updater === 'function'
        ? (updater as (old: unknown) => DataOf<TKey, T> | undefined)(query.state.data)
        : updater;
    return query.setData(next, options.updatedAt) as DataOf<TKey, T> | undefined;
  }

  setQueriesData<T>(filters: QueryFilters, updater: (old: T | undefined) => T | undefined) {
    for (const query of this.findAll(filters)) query.setData(updater(query.state.data as T | undefined));
  }

  /** Marks the matched queries stale and asks again for those a screen shows; resolves when they have. */
  invalidateQueries(filters: InvalidateFilters = {}): Promise<void> {
    const matched = this.findAll(filters);
    for (const query of matched) query.invalidate();
    const { refetchType = 'active' } = filters;
    if (refetchType === 'none') return Promise.resolve();
    return this.refetch(matched.filter((query) => refetchType === 'all' || query.isActive()));
  }

  refetchQueries(filters: QueryFilters = {}): Promise<void> {
    return this.refetch(this.findAll(filters).filter((query) => query.isActive()));
  }

  private async refetch(queries: Query[], options: FetchOptions = { cancelRefetch: true }) {
    await Promise.all(queries.map((query) => query.fetch(options).catch(ignore)));
  }

  removeQueries(filters: QueryFilters = {}) {
    for (const query of this.findAll(filters)) {
      query.cancel(false);
      this.queries.delete(query.queryHash);
    }
  }

  /** Back to their first state (no data), then asked again where a screen shows them. */
  resetQueries(filters: QueryFilters = {}): Promise<void> {
    const matched = this.findAll(filters);
    for (const query of matched) query.reset();
    return this.refetch(matched.filter((query) => query.isActive()));
  }

  /** Stops the fetches in flight (before an optimistic change, so a reply does not undo it). */
  async cancelQueries(filters: QueryFilters = {}): Promise<void> {
    for (const query of this.findAll(filters)) query.cancel();
  }

  /** The data, fetched if there is none or it is stale; throws what the fetch threw. */
  async fetchQuery<TData>(options: QueryOptions<TData>): Promise<TData> {
    const query = this.build(options);
    const staleTime = options.staleTime ?? this.defaults.queries?.staleTime;
    return query.isStale(staleTime) ? query.fetch() : (query.state.data as TData);
  }

  /** As fetchQuery, for later: nothing is thrown. */
  prefetchQuery<TData>(options: QueryOptions<TData>): Promise<void> {
    return this.fetchQuery(options).then(ignore, ignore);
  }

  clear() {
    for (const query of this.queries.values()) query.cancel(false);
    this.queries.clear();
  }

  /**
   * Asks again, when the phone is back online (or the page shown again, for a query that wants
   * it), for the stale queries a screen shows. The app's one client listens for its lifetime.
   */
  mount() {
    if (this.mounted || typeof window === 'undefined') return;
    this.mounted = true;
    const refetchWhen = (flag: 'refetchOnReconnect' | 'refetchOnWindowFocus', fallback: boolean) => () => {
      for (const query of this.queries.values())
        for (const observer of query.observers) {
          const wanted = observer.options[flag] ?? fallback;
          if (query.isActive() && (wanted === 'always' || (wanted && query.isStale(observer.options.staleTime)))) {
            query.fetch().catch(ignore);
            break;
          }
        }
    };
    const online = refetchWhen('refetchOnReconnect', true);
    const shown = refetchWhen('refetchOnWindowFocus', true);
    const onVisible = () => document.visibilityState === 'visible' && shown();
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', onVisible);
  }
}

/** The successful queries' data, for the page the server sends (a query's shouldDehydrate may leave one out). */
export function dehydrate(
  client: QueryClient,
  options: { shouldDehydrateQuery?: (query: Query) => boolean } = {},
): DehydratedState {
  const wanted = options.shouldDehydrateQuery ?? ((query: Query) => query.state.status === 'success');
  return {
    queries: client.findAll({ predicate: wanted }).map(({ queryKey, state }) => ({
      queryKey,
      state: { data: state.data, dataUpdatedAt: state.dataUpdatedAt },
    })),
  };
}

/** Fills the browser's cache from the server's page (newer data already there is kept). */
export function hydrate(client: QueryClient, state: DehydratedState) {
  for (const { queryKey, state: rendered } of state.queries) {
    const query = client.build({ queryKey });
    if (query.state.dataUpdatedAt < rendered.dataUpdatedAt) query.setData(rendered.data, rendered.dataUpdatedAt);
  }
}
