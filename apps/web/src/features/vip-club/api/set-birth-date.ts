import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';
import { vipKey } from './get-vip-club';

/** Gives the birth date, once; the club is asked again (today may be the birthday). */
export function useSetBirthDate() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (birthDate: string) => callApi(routes.setBirthDate, { body: { birthDate } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vipKey(token) }),
  });
}
