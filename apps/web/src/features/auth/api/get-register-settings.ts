import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useSuspenseQuery } from '../../../lib/query';

/** Spec 7 register settings: methods, SMS and password flags, fields (enabled, required), captcha. */
export const getRegisterSettings = () => callApi(routes.getRegisterSettings);

export const registerSettingsQuery = queryOptions({
  queryKey: ['member', 'registerSettings'],
  queryFn: getRegisterSettings,
  staleTime: 5 * 60_000,
});

export const useRegisterSettings = () => useSuspenseQuery(registerSettingsQuery).data;
