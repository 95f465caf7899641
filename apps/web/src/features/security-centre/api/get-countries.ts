import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Spec 7 system country: the dialling codes a number can be bound with. */
export const getCountries = () => callApi('getCountries');

/** Same key as the account screens' call: one request serves both. */
export const countriesQuery = queryOptions({
  queryKey: ['system', 'countries'],
  queryFn: getCountries,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCountries = () => useQuery(countriesQuery);
