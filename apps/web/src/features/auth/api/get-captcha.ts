import type { OutputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query';

/** A captcha: its id and a data: URL of a PNG. */
export type Captcha = OutputOf<'getCaptcha'>;

/** Spec 7 captcha (module CAPTCHA3): single use, so never kept once its screen is gone. */
export const getCaptcha = () => callApi(routes.getCaptcha);

/** One captcha per form (`scope`), so the login dialog never spends the register screen's. */
export const captchaQuery = (scope: 'login' | 'register') =>
  queryOptions({
    queryKey: ['system', 'captcha', scope],
    queryFn: getCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** The current captcha while `enabled`; `reload` fetches a new one (spec 4: on demand). */
export function useCaptcha(scope: 'login' | 'register', enabled: boolean) {
  const query = useQuery({ ...captchaQuery(scope), enabled });
  return {
    captcha: query.data ?? null,
    loading: query.isFetching,
    failed: query.isError,
    reload: () => void query.refetch(),
  };
}
