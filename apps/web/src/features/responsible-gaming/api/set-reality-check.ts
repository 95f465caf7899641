import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { RG_KEY } from './get-responsible-gaming';

/** Minutes between reality checks (0: off); the shell's reality check reads the same query. */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => callApi(routes.setRealityCheck, { body: { minutes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RG_KEY }),
  });
}
