import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import { useQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session';

/** Spec 4 agent home on load: the wallet, always asked again (money moves outside this page). */
export function useAgentBalance() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: walletKey('balance', token),
    queryFn: () => callApi(routes.getBalance),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/**
 * Spec 4: agent home refreshes the member info (renew skips the server's cache), under the key
 * the member centre reads, so a type changed by the operator shows everywhere.
 */
export function useRefreshedMemberInfo() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: ['member', 'info', token],
    queryFn: () => callApi(routes.getMemberInfo, { query: { renew: 'true' } }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
