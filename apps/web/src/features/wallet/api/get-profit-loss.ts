import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { DateRange } from '../services/periods';
import type { ProfitLoss } from './types';
import { walletKey } from './wallet-keys';

export const getProfitLoss = (range: DateRange) =>
  apiRequest<ProfitLoss>('/wps/wallets/profitLoss', { query: { from: range.from, to: range.to } });

/** /m/profitandloss: the sums over a period of calendar days. */
export const profitLossQuery = (token: string, range: DateRange) =>
  queryOptions({
    queryKey: walletKey('profit-loss', token, range.from, range.to),
    queryFn: () => getProfitLoss(range),
    staleTime: 0,
  });

/** Switching period keeps the last sums on screen (dimmed) until the new ones arrive. */
export function useProfitLoss(range: DateRange | null) {
  const session = useSession();
  return useQuery({
    ...profitLossQuery(session?.token ?? '', range ?? { from: '', to: '' }),
    enabled: Boolean(session && range),
    placeholderData: keepPreviousData,
  });
}
