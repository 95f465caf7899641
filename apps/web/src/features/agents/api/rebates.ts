import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { keepPreviousData, useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';
import { agentKey } from './agent-keys';

/** The caller's own rates (the ceiling) and one downline's, per category. */
export function useRebateRates(memberId: number | null) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: agentKey(token, 'rates', memberId),
    queryFn: ({ signal }) => callApi(routes.getRebateRates, { params: { memberId: memberId ?? 0 } }, { signal }),
    enabled: Boolean(token) && memberId !== null,
    staleTime: 0,
  });
}

export function useSetRebateRates(memberId: number) {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (body: InputOf<'setRebateRates'>['body']) =>
      callApi(routes.setRebateRates, { params: { memberId }, body }),
    onSuccess: (rates) => queryClient.setQueryData(agentKey(token, 'rates', memberId), rates),
  });
}

/** What the settled days paid the agent, per day and category. */
export function useRebateIncome(query: InputOf<'getRebateIncome'>['query'] | null) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: agentKey(token, 'income', query),
    queryFn: ({ signal }) =>
      callApi(routes.getRebateIncome, { query: query ?? { startDate: '', endDate: '' } }, { signal }),
    enabled: Boolean(token) && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
