import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/money/wallet-keys';
import { queryOptions, useQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session';

export const getCards = () => callApi(routes.getCards);

export const cardsQuery = (token: string) => queryOptions({ queryKey: walletKey('cards', token), queryFn: getCards });

export function useCards() {
  const session = useSession();
  return useQuery({ ...cardsQuery(session?.token ?? ''), enabled: Boolean(session) });
}
