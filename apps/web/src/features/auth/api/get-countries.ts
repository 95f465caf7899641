import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Spec 7 system country: the dialling codes the pickers offer (names come from Intl.DisplayNames). */
export const getCountries = () => callApi('getCountries');

export const countriesQuery = queryOptions({
  queryKey: ['system', 'countries'],
  queryFn: getCountries,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCountries = () => useQuery(countriesQuery);
