import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import { queryOptions, useQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session';

/** Deposit channels and the dep_func template the server resolved (spec 2 Mine: "1" is the new screen). */
export const getDepositChannels = () => callApi(routes.getDepositChannels);

export const depositChannelsQuery = (token: string) =>
  queryOptions({ queryKey: walletKey('deposit-channels', token), queryFn: getDepositChannels });

export function useDepositChannels() {
  const session = useSession();
  return useQuery({ ...depositChannelsQuery(session?.token ?? ''), enabled: Boolean(session) });
}
