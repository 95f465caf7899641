import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { RG_KEY } from './get-responsible-gaming';

export type LimitRequest = InputOf<'setPlayerLimit'>['body'];

/** Sets, changes or removes (amount null) one limit: a tighter one holds at once, a looser one after 24 hours. */
export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitRequest) => callApi(routes.setPlayerLimit, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RG_KEY }),
  });
}
