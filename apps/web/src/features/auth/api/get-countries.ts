import type { CountryEntry } from '@playdeck/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface CountriesResponse {
  defaultCountry: string;
  countries: CountryEntry[];
}

/** Spec 7 system country: the dialling codes the pickers offer (names come from Intl.DisplayNames). */
export const getCountries = () => apiRequest<CountriesResponse>('/wps/system/countries');

export const countriesQuery = queryOptions({
  queryKey: ['system', 'countries'],
  queryFn: getCountries,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCountries = () => useQuery(countriesQuery);
