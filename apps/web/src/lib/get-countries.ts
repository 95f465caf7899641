import * as routes from '@playdeck/contracts/routes';
import { callApi } from './api-client';
import { queryOptions, useQuery } from './query';

/**
 * Spec 7 system country: the dialling codes the pickers offer (names come from Intl.DisplayNames),
 * one request for the account screens and the security centre.
 */
export const getCountries = () => callApi(routes.getCountries);

export const countriesQuery = queryOptions({
  queryKey: ['system', 'countries'],
  queryFn: getCountries,
  staleTime: Number.POSITIVE_INFINITY,
});

/** `enabled` false when the screen has no number to pick a code for. */
export const useCountries = (enabled = true) => useQuery({ ...countriesQuery, enabled });
