import * as routes from '@playdeck/contracts/routes';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Spec 7 register settings: methods, SMS and password flags, fields (enabled, required), captcha. */
export const getRegisterSettings = () => callApi(routes.getRegisterSettings);

export const registerSettingsQuery = queryOptions({
  queryKey: ['member', 'registerSettings'],
  queryFn: getRegisterSettings,
  staleTime: 5 * 60_000,
});

export const useRegisterSettings = () => useSuspenseQuery(registerSettingsQuery).data;
