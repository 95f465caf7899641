import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../api-client';
import { queryOptions, useQuery } from '../query';
import { useSession } from '../session';
import { walletKey } from './wallet-keys';

/** The withdraw screen's facts: balance, withdrawable, limits, today's count, turnover, cards. */
export const getWithdrawInfo = () => callApi(routes.getWithdrawInfo);

export const withdrawInfoQuery = (token: string) =>
  queryOptions({ queryKey: walletKey('withdraw-info', token), queryFn: getWithdrawInfo, staleTime: 0 });

export function useWithdrawInfo() {
  const session = useSession();
  return useQuery({ ...withdrawInfoQuery(session?.token ?? ''), enabled: Boolean(session) });
}
