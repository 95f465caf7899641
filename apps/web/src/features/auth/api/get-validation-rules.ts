import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useSuspenseQuery } from '../../../lib/query';

/** Spec 5: the server-supplied rule set by rule name (messages are keys of the errors catalogue). */
export const getValidationRules = () => callApi(routes.getValidationRules);

/** Spec 3 local caches: the registration validation rules are kept for the visit. */
export const validationRulesQuery = queryOptions({
  queryKey: ['system', 'validationRules'],
  queryFn: getValidationRules,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useValidationRules = () => useSuspenseQuery(validationRulesQuery).data;
