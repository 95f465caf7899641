import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { DepositChannels } from './types';
import { walletKey } from './wallet-keys';

/** Deposit channels and the dep_func template the server resolved (spec 2 Mine: "1" is the new screen). */
export const getDepositChannels = () => apiRequest<DepositChannels>('/wps/wallets/deposit/channels');

export const depositChannelsQuery = (token: string) =>
  queryOptions({ queryKey: walletKey('deposit-channels', token), queryFn: getDepositChannels });

export function useDepositChannels() {
  const session = useSession();
  return useQuery({ ...depositChannelsQuery(session?.token ?? ''), enabled: Boolean(session) });
}
