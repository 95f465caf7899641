/**
 * The app's server-data cache and its hooks (issue 16): a small cache in place of TanStack
 * Query, whose core was 10 KB of the first load, with the same names and behaviour for what
 * the app uses (queries, infinite lists, mutations, invalidation, the server page's state).
 * Mutations, infinite lists and several suspense queries at once are imported from their own
 * files (use-mutation, use-infinite-query, use-suspense-queries): through this one, their code
 * would come along in the first load (the bundler places a module by the files importing it).
 */
export type { DataTag, QueryKey } from './keys';
export { QueryClientProvider, useQueryClient } from './provider';
export { CancelledError, type InfiniteData, Query, type QueryFunctionContext } from './query';
export { type DehydratedState, dehydrate, hydrate, QueryClient } from './query-client';
export {
  keepPreviousData,
  queryOptions,
  type UseQueryOptions,
  type UseQueryResult,
  type UseSuspenseQueryResult,
  useQuery,
  useSuspenseQuery,
} from './use-query';
