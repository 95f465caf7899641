import { describe, expect, it, vi } from 'vitest';
import { hashKey, partialMatch, replaceEqualDeep } from './keys';
import { CancelledError, type InfiniteData, type QueryObserver } from './query';
import { dehydrate, hydrate, QueryClient } from './query-client';

const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A fetch the test answers when it wants, counting its calls. */
function controlled<T>() {
  const calls: { resolve(value: T): void; reject(error: Error): void; signal: AbortSignal }[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ resolve, reject, signal });
    });
  return { calls, queryFn };
}

/** A screen showing the query (what makes it active for invalidation). */
const watch = (client: QueryClient, queryKey: unknown[], enabled = true) => {
  const observer: QueryObserver = { options: { queryKey, enabled } };
  client.findAll({ queryKey, exact: true })[0]?.observers.add(observer);
};

describe('query keys', () => {
  it('hash the same whatever the order of an object’s fields', () => {
    expect(hashKey(['games', { type: 'RNG', page: 1 }])).toBe(hashKey(['games', { page: 1, type: 'RNG' }]));
    expect(hashKey(['games', 1])).not.toBe(hashKey(['games', '1']));
  });

  it('match a filter by their first parts, and an object filter by the fields it names', () => {
    expect(partialMatch(['wallet', 'balance', 't1'], ['wallet'])).toBe(true);
    expect(partialMatch(['wallet', 'balance', 't1'], ['wallet', 'records'])).toBe(false);
    expect(partialMatch(['games', { type: 'RNG', page: 2 }], ['games', { type: 'RNG' }])).toBe(true);
    expect(partialMatch(['games'], ['games', 'hot'])).toBe(false);
  });

  it('keep the objects of equal parts, so screens keyed on them do not change', () => {
    const before = { list: [{ id: 1 }, { id: 2 }], total: 2 };
    const same = replaceEqualDeep(before, { list: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(same).toBe(before);
    const changed = replaceEqualDeep(before, { list: [{ id: 1 }, { id: 3 }], total: 2 });
    expect(changed).not.toBe(before);
    expect(changed.list[0]).toBe(before.list[0]);
    expect(changed.list[1]).toEqual({ id: 3 });
  });
});

describe('a query', () => {
  it('asks once for callers at the same time, and keeps the data with the time it came', async () => {
    const client = noRetry();
    const { calls, queryFn } = controlled<number>();
    const query = client.build({ queryKey: ['n'], queryFn });
    const first = query.fetch();
    const second = query.fetch();
    expect(calls).toHaveLength(1);
    expect(query.state.fetchStatus).toBe('fetching');
    calls[0]?.resolve(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    expect(query.state).toMatchObject({ data: 7, status: 'success', fetchStatus: 'idle', error: null });
    expect(query.state.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('keeps its data when a refetch fails, and says it failed', async () => {
    const client = noRetry();
    let fail = false;
    const query = client.build({
      queryKey: ['n'],
      queryFn: async () => {
        if (fail) throw new Error('down');
        return 1;
      },
    });
    await query.fetch();
    fail = true;
    await expect(query.fetch()).rejects.toThrow('down');
    expect(query.state).toMatchObject({ data: 1, status: 'error', fetchStatus: 'idle' });
    expect(query.state.error?.message).toBe('down');
  });

  it('is tried again as its retry says, with the number of failures so far', async () => {
    vi.useFakeTimers();
    try {
      const retry = vi.fn((failures: number) => failures < 2);
      const client = new QueryClient({ defaultOptions: { queries: { retry } } });
      let attempts = 0;
      const query = client.build({
        queryKey: ['flaky'],
        queryFn: async () => {
          attempts++;
          throw new Error('offline');
        },
      });
      const done = query.fetch().catch((error: Error) => error.message);
      await vi.runAllTimersAsync();
      expect(await done).toBe('offline');
      expect(attempts).toBe(3);
      expect(retry.mock.calls.map(([failures]) => failures)).toEqual([0, 1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is cancelled back to its state before the fetch, and the fetch told to stop', async () => {
    const client = noRetry();
    const { calls, queryFn } = controlled<string[]>();
    client.setQueryData(['favourites'], ['a']);
    const query = client.build({ queryKey: ['favourites'], queryFn });
    const fetching = query.fetch();
    await client.cancelQueries({ queryKey: ['favourites'] });
    expect(calls[0]?.signal.aborted).toBe(true);
    await expect(fetching).rejects.toBeInstanceOf(CancelledError);
    expect(query.state).toMatchObject({ data: ['a'], fetchStatus: 'idle', status: 'success' });
    // The late answer of the cancelled fetch changes nothing.
    calls[0]?.resolve(['late']);
    await Promise.resolve();
    expect(client.getQueryData(['favourites'])).toEqual(['a']);
  });

  it('starts its data from initialData, stale from the time given', () => {
    const client = noRetry();
    const query = client.build({
      queryKey: ['banks'],
      initialData: () => ['b1'],
      initialDataUpdatedAt: 0,
      staleTime: 60_000,
    });
    expect(query.state).toMatchObject({ data: ['b1'], status: 'success', dataUpdatedAt: 0 });
    expect(query.isStale()).toBe(true);
  });
});

describe('the client', () => {
  it('sets and reads data by key, an updater seeing what was there', () => {
    const client = noRetry();
    client.setQueryData(['list'], [1]);
    client.setQueryData<number[]>(['list'], (old) => [...(old ?? []), 2]);
    expect(client.getQueryData(['list'])).toEqual([1, 2]);
    // An updater that gives nothing leaves the data as it was.
    client.setQueryData(['list'], () => undefined);
    expect(client.getQueryData(['list'])).toEqual([1, 2]);
  });

  it('invalidates by key prefix: all are stale, only the ones a screen shows are asked again', async () => {
    const client = noRetry();
    const asked: string[] = [];
    const make = (name: string) => ({
      queryKey: ['wallet', name],
      queryFn: async () => {
        asked.push(name);
        return name;
      },
    });
    for (const name of ['balance', 'records', 'hidden']) await client.fetchQuery(make(name));
    await client.fetchQuery({ queryKey: ['games'], queryFn: async () => 'games' });
    asked.length = 0;
    watch(client, ['wallet', 'balance']);
    watch(client, ['wallet', 'records']);
    watch(client, ['wallet', 'hidden'], false);
    await client.invalidateQueries({ queryKey: ['wallet'] });
    expect(asked.sort()).toEqual(['balance', 'records']);
    expect(client.findAll({ queryKey: ['wallet', 'hidden'] })[0]?.state.isInvalidated).toBe(true);
    expect(client.findAll({ queryKey: ['games'] })[0]?.state.isInvalidated).toBe(false);
    // refetchType none marks them stale and asks nothing.
    asked.length = 0;
    await client.invalidateQueries({ queryKey: ['wallet'], refetchType: 'none' });
    expect(asked).toEqual([]);
  });

  it('fetchQuery answers from the cache while the data is fresh', async () => {
    const client = noRetry();
    const queryFn = vi.fn(async () => 1);
    await client.fetchQuery({ queryKey: ['x'], queryFn, staleTime: 60_000 });
    await client.fetchQuery({ queryKey: ['x'], queryFn, staleTime: 60_000 });
    expect(queryFn).toHaveBeenCalledTimes(1);
    await client.fetchQuery({ queryKey: ['x'], queryFn, staleTime: 0 });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('removes and resets queries by prefix', async () => {
    const client = noRetry();
    client.setQueryData(['member', 'info'], { name: 'a' });
    client.setQueryData(['member', 'vip'], 1);
    client.setQueryData(['wallet', 'balance'], 100);
    client.removeQueries({ queryKey: ['member'] });
    expect(client.getQueryData(['member', 'info'])).toBeUndefined();
    expect(client.getQueryData(['wallet', 'balance'])).toBe(100);
    await client.resetQueries({ queryKey: ['wallet', 'balance'] });
    expect(client.findAll({ queryKey: ['wallet'] })[0]?.state).toMatchObject({ data: undefined, status: 'pending' });
  });

  it('carries the successful queries from the server’s page into the browser’s cache', async () => {
    const server = noRetry();
    await server.fetchQuery({ queryKey: ['home', 'banners'], queryFn: async () => ['b'] });
    server.build({ queryKey: ['member'], queryFn: async () => 'never asked' });
    const page = JSON.parse(JSON.stringify(dehydrate(server)));
    expect(page.queries).toHaveLength(1);
    const browser = noRetry();
    hydrate(browser, page);
    const query = browser.findAll({ queryKey: ['home', 'banners'] })[0];
    expect(query?.state).toMatchObject({ data: ['b'], status: 'success' });
    expect(query?.state.dataUpdatedAt).toBe(page.queries[0].state.dataUpdatedAt);
  });
});

describe('an infinite query', () => {
  type Page = { items: number[]; next: number | null };
  const pages = (asked: number[]) => ({
    queryKey: ['records'],
    initialPageParam: 0,
    getNextPageParam: (last: Page) => last.next,
    queryFn: async ({ pageParam }: { pageParam: number }) => {
      asked.push(pageParam);
      return { items: [pageParam * 10], next: pageParam < 2 ? pageParam + 1 : null };
    },
  });

  it('adds the next page, stops at the last, and a refetch asks for every page again in order', async () => {
    const client = noRetry();
    const asked: number[] = [];
    const query = client.build(pages(asked) as never);
    await query.fetch();
    await query.fetch({ nextPage: true });
    await query.fetch({ nextPage: true });
    await query.fetch({ nextPage: true });
    const data = query.state.data as InfiniteData<Page, number>;
    expect(data.pageParams).toEqual([0, 1, 2]);
    expect(data.pages.map((page) => page.items[0])).toEqual([0, 10, 20]);
    expect(asked).toEqual([0, 1, 2]);
    asked.length = 0;
    await query.fetch();
    expect(asked).toEqual([0, 1, 2]);
    expect(query.state.data).toBe(data);
  });

  it('says a failed next page failed, keeping the pages it had', async () => {
    const client = noRetry();
    let fail = false;
    const query = client.build({
      queryKey: ['more'],
      initialPageParam: 0,
      getNextPageParam: (_last: unknown, all: unknown[]) => all.length,
      queryFn: async ({ pageParam }: { pageParam: number }) => {
        if (fail) throw new Error('down');
        return pageParam;
      },
    } as never);
    await query.fetch();
    fail = true;
    await query.fetch({ nextPage: true }).catch(() => undefined);
    expect(query.state).toMatchObject({
      status: 'error',
      fetchingNextPage: true,
      data: { pages: [0], pageParams: [0] },
    });
  });
});
