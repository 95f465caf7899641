import type { RegisterSettingsResponse } from '@playdeck/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec 7 register settings: methods, SMS and password flags, fields (enabled, required), captcha. */
export const getRegisterSettings = () => apiRequest<RegisterSettingsResponse>('/wps/member/registerSettings');

export const registerSettingsQuery = queryOptions({
  queryKey: ['member', 'registerSettings'],
  queryFn: getRegisterSettings,
  staleTime: 5 * 60_000,
});

export const useRegisterSettings = () => useSuspenseQuery(registerSettingsQuery).data;
