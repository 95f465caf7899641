import * as routes from '@playdeck/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { RG_KEY } from './get-responsible-gaming';

/** Minutes between reality checks (0: off); the shell's reality check reads the same query. */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => callApi(routes.setRealityCheck, { body: { minutes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RG_KEY }),
  });
}
