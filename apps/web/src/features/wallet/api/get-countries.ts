import type { CountryEntry } from '@playdeck/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface CountriesResponse {
  defaultCountry: string;
  countries: CountryEntry[];
}

/** Spec 7 system country: the dialling codes a number can be bound with. */
export const getCountries = () => apiRequest<CountriesResponse>('/wps/system/countries');

/** Same key as the account screens' call: one request serves both. */
export const countriesQuery = queryOptions({
  queryKey: ['system', 'countries'],
  queryFn: getCountries,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCountries = () => useQuery(countriesQuery);
