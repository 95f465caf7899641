import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import { queryOptions, useQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session';

/** Whether superior transfer is open to this member (spec 6 rule, applied by the server too) and to whom. */
export const getUplineTransfer = () => callApi(routes.getUplineTransfer);

export const uplineTransferQuery = (token: string) =>
  queryOptions({ queryKey: walletKey('upline', token), queryFn: getUplineTransfer, staleTime: 0 });

export function useUplineTransfer() {
  const session = useSession();
  return useQuery({ ...uplineTransferQuery(session?.token ?? ''), enabled: Boolean(session) });
}
