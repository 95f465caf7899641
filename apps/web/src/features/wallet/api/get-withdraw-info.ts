import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { WithdrawInfo } from './types';
import { walletKey } from './wallet-keys';

/** The withdraw screen's facts: balance, withdrawable, limits, today's count, turnover, cards. */
export const getWithdrawInfo = () => apiRequest<WithdrawInfo>('/wps/transaction/withdraw/info');

export const withdrawInfoQuery = (token: string) =>
  queryOptions({ queryKey: walletKey('withdraw-info', token), queryFn: getWithdrawInfo, staleTime: 0 });

export function useWithdrawInfo() {
  const session = useSession();
  return useQuery({ ...withdrawInfoQuery(session?.token ?? ''), enabled: Boolean(session) });
}
