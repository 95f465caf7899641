import { ApiError } from './api-client';
import { QueryClient } from './query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      // Retry only what may pass next time: the network, not a refused request.
      retry: (failures, error) => failures < 2 && error instanceof ApiError && error.code === 'network.offline',
    },
  },
});
