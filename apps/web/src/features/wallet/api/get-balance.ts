import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import { queryOptions, useQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session';

/** Spec 7 wallet refresh: sumBalance in minor units with the currency. */
export const getBalance = () => callApi(routes.getBalance);

/**
 * Always stale: a balance read is one row, and money moves outside this page (an operator
 * approving a deposit, a game), so every screen that shows it asks again when it opens.
 */
export const balanceQuery = (token: string) =>
  queryOptions({ queryKey: walletKey('balance', token), queryFn: getBalance, staleTime: 0 });

export function useBalance() {
  const session = useSession();
  return useQuery({ ...balanceQuery(session?.token ?? ''), enabled: Boolean(session) });
}
