import type { OutputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query';
import { splitSportsVendors } from '../services/sports-split';

type VendorData = OutputOf<'getVendorData'>;

/** Spec 3 vendor data: sorting and, per category, its vendors (with their lobby game). */
export const getVendorData = (signal?: AbortSignal) => callApi(routes.getVendorData, {}, { signal });

/** The mapping arrives with the sports vendors split as spec 4 says (e-sports, cockfight, sports). */
export const vendorDataQuery = queryOptions({
  queryKey: ['games', 'vendorData'],
  queryFn: ({ signal }) => getVendorData(signal),
  select: (data: VendorData): VendorData => ({ ...data, mapping: splitSportsVendors(data.mapping) }),
  staleTime: 5 * 60_000,
});

export const useVendorData = () => useQuery(vendorDataQuery);
