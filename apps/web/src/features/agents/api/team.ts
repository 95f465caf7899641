import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from '../../../lib/money/wallet-keys';
import { keepPreviousData, useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';
import { agentKey } from './agent-keys';

export type TeamRange = InputOf<'getTeamOverview'>['query'];
type MembersQuery = InputOf<'getTeamMembers'>['query'];

/** A team query: keyed by session and input, the last answer kept while the next range loads. */
function useTeamQuery<T>(what: string, input: unknown, fetch: (signal: AbortSignal) => Promise<T>, enabled = true) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: agentKey(token, what, input),
    queryFn: ({ signal }) => fetch(signal),
    enabled: Boolean(token) && enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** Spec 7 team KPI: the four counters for a range (agent home asks for today, size 0). */
export const useTeamKpi = (query: TeamRange) =>
  useTeamQuery('kpi', query, (signal) => callApi(routes.getTeamKpi, { query }, { signal }));

/** Null while the custom range is unusable: nothing is asked. */
export const useTeamOverview = (query: TeamRange | null) =>
  useTeamQuery(
    'overview',
    query,
    (signal) => callApi(routes.getTeamOverview, { query: query as TeamRange }, { signal }),
    query !== null,
  );

/** Null while the custom range is unusable: nothing is asked. */
export const useTeamPnl = (query: TeamRange | null) =>
  useTeamQuery(
    'pnl',
    query,
    (signal) => callApi(routes.getTeamPnl, { query: query as TeamRange }, { signal }),
    query !== null,
  );

/** Null while the custom range is unusable: nothing is asked. */
export const useTeamBetting = (query: TeamRange | null) =>
  useTeamQuery(
    'betting',
    query,
    (signal) => callApi(routes.getTeamBetting, { query: query as TeamRange }, { signal }),
    query !== null,
  );

export const useTeamMembers = (query: MembersQuery) =>
  useTeamQuery('members', query, (signal) => callApi(routes.getTeamMembers, { query }, { signal }));

/** The agent's invitation code and share links (open account). */
export const useAgentLinks = () =>
  useTeamQuery('links', null, (signal) => callApi(routes.getAgentLinks, undefined, { signal }));

/** After a change to the team: every agent figure, and the wallet, is asked again. */
function useTeamChanged() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return () => {
    void queryClient.invalidateQueries({ queryKey: agentKey(token) });
    void queryClient.invalidateQueries({ queryKey: [WALLET_KEY] });
  };
}

/** Open account: a player or an agent in the caller's direct downline. */
export function useRegisterDownline() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (body: InputOf<'registerDownline'>['body']) => callApi(routes.registerDownline, { body }),
    onSuccess: changed,
  });
}

export function usePromoteDownline() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (memberId: number) => callApi(routes.promoteDownline, { params: { memberId } }),
    onSuccess: changed,
  });
}

/** Money to a direct downline; the body carries the submit's requestId (lib/money/use-request-id). */
export function useTransferToDownline() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (input: { memberId: number; body: InputOf<'transferToDownline'>['body'] }) =>
      callApi(routes.transferToDownline, { params: { memberId: input.memberId }, body: input.body }),
    onSettled: changed,
  });
}
