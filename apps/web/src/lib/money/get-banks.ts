import type { OutputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../api-client';
import { queryOptions, useQuery } from '../query';
import { useSession } from '../session';
import { localStore } from '../storage';

export type Bank = OutputOf<'getBanks'>[number];

const isBankList = (value: unknown): value is Bank[] =>
  Array.isArray(value) &&
  value.every(
    (bank) =>
      typeof bank === 'object' && bank !== null && typeof bank.code === 'string' && typeof bank.name === 'string',
  );

/** Spec 3 local caches: the bank list is kept in browser storage (sign-out clears it, spec 2 Shell). */
export async function getBanks(): Promise<Bank[]> {
  const banks = await callApi(routes.getBanks);
  localStore.set('bankList', banks);
  return banks;
}

function cachedBanks(): Bank[] | undefined {
  const cached = localStore.get('bankList');
  return isBankList(cached) && cached.length > 0 ? cached : undefined;
}

/** The cached list shows at once; it is checked again in the background once an hour. */
export const banksQuery = queryOptions({
  queryKey: ['wallet', 'banks'],
  queryFn: getBanks,
  initialData: cachedBanks,
  initialDataUpdatedAt: 0,
  staleTime: 60 * 60_000,
});

export function useBanks() {
  const session = useSession();
  return useQuery({ ...banksQuery, enabled: Boolean(session) });
}
