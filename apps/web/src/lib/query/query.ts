import { hashKey, type QueryKey, replaceEqualDeep } from './keys';

export type QueryStatus = 'pending' | 'error' | 'success';
export type FetchStatus = 'idle' | 'fetching';

export interface QueryState<TData = unknown> {
  data: TData | undefined;
  dataUpdatedAt: number;
  error: Error | null;
  status: QueryStatus;
  fetchStatus: FetchStatus;
  /** Marked stale by an invalidation: the next observer or refetch asks again whatever its age. */
  isInvalidated: boolean;
  /** Set while (and after a failed) next page of an infinite query. */
  fetchingNextPage: boolean;
}

export interface QueryFunctionContext<TKey extends QueryKey = QueryKey, TPageParam = unknown> {
  queryKey: TKey;
  signal: AbortSignal;
  pageParam: TPageParam;
}

/** Whether to try again after `failureCount` failures (0 after the first), or how many times. */
export type Retry = boolean | number | ((failureCount: number, error: Error) => boolean);

/** A list read page by page: its pages and the parameter each was asked with. */
export interface InfiniteData<TPage, TPageParam = unknown> {
  pages: TPage[];
  pageParams: TPageParam[];
}

/** A function type whose parameters are checked both ways (as a method's are). */
export type Bivariant<F extends (...args: never[]) => unknown> = {
  method(...args: Parameters<F>): ReturnType<F>;
}['method'];

/** What a query needs to fetch and keep its data (the options both hooks share). */
export interface QueryOptions<TQueryFnData = unknown, TKey extends QueryKey = QueryKey> {
  queryKey: TKey;
  // Methods, not function fields: options of one data type then pass where any data is taken.
  queryFn?(context: QueryFunctionContext<TKey, never>): TQueryFnData | Promise<TQueryFnData>;
  /** How long the data counts as fresh (ms): an observer mounting within it does not ask again. */
  staleTime?: number;
  /** How long the data is kept once no screen shows it (ms). */
  gcTime?: number;
  retry?: Retry;
  enabled?: boolean | Bivariant<(query: Query) => boolean>;
  refetchInterval?: number | false;
  refetchOnMount?: boolean | 'always';
  refetchOnWindowFocus?: boolean | 'always';
  refetchOnReconnect?: boolean | 'always';
  initialData?: TQueryFnData | Bivariant<() => TQueryFnData | undefined>;
  initialDataUpdatedAt?: number;
}

/** The page rules of an infinite query (its presence makes a query infinite). */
export interface PageRules<TPage = unknown, TPageParam = unknown> {
  initialPageParam: TPageParam;
  getNextPageParam(
    lastPage: TPage,
    allPages: TPage[],
    lastPageParam: TPageParam,
    allPageParams: TPageParam[],
  ): TPageParam | undefined | null;
}

type AnyOptions = QueryOptions & Partial<PageRules> & { queryFn?(context: QueryFunctionContext): unknown };

export interface FetchOptions {
  /** Drop a fetch in flight and start again (a refetch or an invalidation) rather than join it. */
  cancelRefetch?: boolean;
  /** Fetch the next page of an infinite query. */
  nextPage?: boolean;
}

/** The error a cancelled fetch rejects with (its query went back to its state before). */
export class CancelledError extends Error {
  constructor() {
    super('the query was cancelled');
    this.name = 'CancelledError';
  }
}

const isServer = typeof window === 'undefined';
/**
 * A query made during a render is kept at least this long before anything listens: the screen
 * subscribes only once React commits, and a query with gcTime 0 (a captcha) would otherwise be
 * dropped in between and made again on the next render, in a loop.
 */
const NEW_QUERY_GRACE_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function shouldRetry(retry: Retry | undefined, failureCount: number, error: Error): boolean {
  if (typeof retry === 'function') return retry(failureCount, error);
  if (typeof retry === 'number') return failureCount < retry;
  return retry === true;
}

/** Runs `attempt` until it succeeds or `retry` says stop, waiting 1 s, 2 s, 4 s... (at most 30 s) between. */
export async function withRetry<T>(attempt: () => Promise<T> | T, retry: Retry | undefined, signal?: AbortSignal) {
  for (let failureCount = 0; ; failureCount++) {
    try {
      return await attempt();
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (signal?.aborted || !shouldRetry(retry, failureCount, error)) throw error;
      await wait(Math.min(1000 * 2 ** failureCount, 30_000));
      if (signal?.aborted) throw error;
    }
  }
}

/** One observer of a query: what it asked for, read when the query decides whether it is in use. */
export interface QueryObserver {
  options: AnyOptions;
}

/**
 * One cached query: its data and the state of its fetch, shared by every screen that shows it.
 * The state is replaced (never changed in place) on each change, so a screen compares it by identity.
 */
export class Query<TData = unknown> {
  readonly queryKey: QueryKey;
  readonly queryHash: string;
  options: AnyOptions;
  state: QueryState<TData>;
  readonly observers = new Set<QueryObserver>();
  private readonly listeners = new Set<() => void>();
  private inFlight?: { promise: Promise<TData>; controller: AbortController; before: QueryState<TData> };
  private gcTimer?: ReturnType<typeof setTimeout>;

  constructor(
    options: AnyOptions,
    private readonly remove: (query: Query) => void,
  ) {
    this.queryKey = options.queryKey;
    this.queryHash = hashKey(options.queryKey);
    this.options = options;
    this.state = this.initialState();
    this.scheduleGc(NEW_QUERY_GRACE_MS);
  }

  private initialState(): QueryState<TData> {
    const { initialData } = this.options;
    const data = (typeof initialData === 'function' ? (initialData as () => unknown)() : initialData) as
      | TData
      | undefined;
    return {
      data,
      dataUpdatedAt: data === undefined ? 0 : (this.options.initialDataUpdatedAt ?? Date.now()),
      error: null,
      status: data === undefined ? 'pending' : 'success',
      fetchStatus: 'idle',
      isInvalidated: false,
      fetchingNextPage: false,
    };
  }

  /** Listens to every change of the state; the query is kept while anything listens. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    clearTimeout(this.gcTimer);
    return () => {
      this.listeners.delete(listener);
      this.scheduleGc();
    };
  };

  private setState(change: Partial<QueryState<TData>>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private scheduleGc(atLeast = 0) {
    clearTimeout(this.gcTimer);
    const gcTime = Math.max(this.options.gcTime ?? 5 * 60_000, atLeast);
    if (isServer || this.listeners.size > 0 || gcTime === Number.POSITIVE_INFINITY) return;
    this.gcTimer = setTimeout(() => {
      if (this.listeners.size === 0 && !this.inFlight) this.remove(this);
    }, gcTime);
  }

  /** Whether a screen that shows it wants it fetched (enabled). */
  isActive(): boolean {
    return [...this.observers].some((observer) => isEnabled(observer.options, this));
  }

  isStale(staleTime = this.options.staleTime ?? 0): boolean {
    return (
      this.state.isInvalidated || this.state.data === undefined || Date.now() - this.state.dataUpdatedAt >= staleTime
    );
  }

  setData(data: TData | undefined, updatedAt = Date.now()): TData | undefined {
    if (data === undefined) return undefined;
    const shared = replaceEqualDeep(this.state.data, data);
    this.setState({ data: shared, dataUpdatedAt: updatedAt, error: null, status: 'success', isInvalidated: false });
    return shared;
  }

  invalidate() {
    if (!this.state.isInvalidated) this.setState({ isInvalidated: true });
  }

  /** Back to the state it began with (initial data or none), dropping a fetch in flight. */
  reset() {
    this.cancel(false);
    this.setState(this.initialState());
  }

  /** Stops a fetch in flight; with `revert` the state goes back to what it was before it. */
  cancel(revert = true) {
    const flight = this.inFlight;
    if (!flight) return;
    this.inFlight = undefined;
    flight.controller.abort(new CancelledError());
    if (revert) this.setState({ ...flight.before, fetchStatus: 'idle' });
  }

  /**
   * Asks for the data (or, `nextPage`, the next page). A fetch in flight is joined, unless
   * `cancelRefetch` asks to start again over data the screen already has.
   */
  fetch(fetchOptions: FetchOptions = {}): Promise<TData> {
    if (this.inFlight) {
      if (!(fetchOptions.cancelRefetch && this.state.data !== undefined)) return this.inFlight.promise;
      this.cancel(false);
    }
    const controller = new AbortController();
    const before = this.state;
    // A cancelled fetch settles at once, whether or not its queryFn heeds the signal.
    const cancelled = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new CancelledError()), { once: true }),
    );
    const promise = Promise.race([this.run(controller.signal, Boolean(fetchOptions.nextPage)), cancelled]).then(
      (data) => {
        if (this.inFlight?.controller !== controller) return data;
        this.inFlight = undefined;
        const shared = replaceEqualDeep(this.state.data, data);
        this.setState({
          data: shared,
          dataUpdatedAt: Date.now(),
          error: null,
          status: 'success',
          fetchStatus: 'idle',
          isInvalidated: false,
          fetchingNextPage: false,
        });
        this.scheduleGc();
        return shared;
      },
      (error: Error) => {
        if (this.inFlight?.controller === controller) {
          this.inFlight = undefined;
          this.setState({ error, status: 'error', fetchStatus: 'idle' });
          this.scheduleGc();
        }
        throw controller.signal.aborted ? new CancelledError() : error;
      },
    );
    this.inFlight = { promise, controller, before };
    this.setState({ fetchStatus: 'fetching', fetchingNextPage: Boolean(fetchOptions.nextPage) });
    return promise;
  }

  private async run(signal: AbortSignal, nextPage: boolean): Promise<TData> {
    const { queryFn, retry } = this.options;
    if (!queryFn) throw new Error(`no queryFn for ${this.queryHash}`);
    const fetchPage = (pageParam: unknown) =>
      withRetry(() => queryFn({ queryKey: this.queryKey, signal, pageParam }), retry, signal);
    if (!this.options.getNextPageParam) return (await fetchPage(undefined)) as TData;
    return (await this.fetchPages(fetchPage, nextPage)) as TData;
  }

  /** An infinite query's pages: the next one added, or (a refetch) every page it had, again in order. */
  private async fetchPages(fetchPage: (param: unknown) => Promise<unknown>, nextPage: boolean) {
    const { initialPageParam, getNextPageParam } = this.options as AnyOptions & PageRules;
    const old = this.state.data as InfiniteData<unknown> | undefined;
    const pages: unknown[] = [];
    const pageParams: unknown[] = [];
    const nextParam = () =>
      pages.length === 0
        ? initialPageParam
        : getNextPageParam(pages[pages.length - 1], pages, pageParams[pageParams.length - 1], pageParams);
    if (nextPage && old && old.pages.length > 0) {
      pages.push(...old.pages);
      pageParams.push(...old.pageParams);
      const param = nextParam();
      if (param === undefined || param === null) return old;
      pages.push(await fetchPage(param));
      pageParams.push(param);
      return { pages, pageParams };
    }
    const count = Math.max(1, old?.pages.length ?? 0);
    for (let index = 0; index < count; index++) {
      const param = nextParam();
      if (index > 0 && (param === undefined || param === null)) break;
      pages.push(await fetchPage(param));
      pageParams.push(param);
    }
    return { pages, pageParams };
  }
}

export function isEnabled(options: { enabled?: boolean | ((query: Query) => boolean) }, query: Query): boolean {
  return typeof options.enabled === 'function' ? options.enabled(query) : options.enabled !== false;
}
