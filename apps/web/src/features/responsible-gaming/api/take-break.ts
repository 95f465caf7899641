import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useMutation } from '../../../lib/query/use-mutation';

export type BreakRequest = InputOf<'takeBreak'>['body'];

/**
 * A cool-off or a self-exclusion, confirmed with the login password. The server ends every
 * session of the member (this one too), so nothing is refreshed after: the caller leaves.
 */
export const useTakeBreak = () =>
  useMutation({ mutationFn: (body: BreakRequest) => callApi(routes.takeBreak, { body }) });
