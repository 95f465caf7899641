import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import type { DateRange } from '../../../lib/periods';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session';

export const getProfitLoss = (range: DateRange) =>
  callApi(routes.getProfitLoss, { query: { from: range.from, to: range.to } });

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
