import type { ContractKind } from '@playdeck/contracts';
import type { InputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/use-mutation';
import { useSession } from '../../../lib/session';
import { agentKey } from './agent-keys';

/** Spec 3 contract request response: 1 per kind with a proposal awaiting the agent. */
export function useContractRequests(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: agentKey(token, 'contract-requests'),
    queryFn: ({ signal }) => callApi(routes.getContractRequests, undefined, { signal }),
    enabled: Boolean(token) && enabled,
    staleTime: 0,
  });
}

/** A contract screen: the accepted contract, a proposal, the statements per period. */
export function useContract(kind: ContractKind) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: agentKey(token, 'contract', kind),
    queryFn: ({ signal }) => callApi(routes.getContract, { params: { kind } }, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** Accept or reject a proposal; the screen, the prompts and the dividend entry are asked again. */
export function useAnswerContract() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      callApi(accept ? routes.acceptContract : routes.rejectContract, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKey(token) }),
  });
}

/** Agent home's dividend entry (only asked for types that take contracts). */
export function useDividendInfo(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: agentKey(token, 'dividend-info'),
    queryFn: ({ signal }) => callApi(routes.getDividendInfo, undefined, { signal }),
    enabled: Boolean(token) && enabled,
    staleTime: 0,
  });
}

/** Offer a contract to a direct downline agent (the caller pays it). */
export function useProposeContract(memberId: number) {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (body: InputOf<'proposeContract'>['body']) =>
      callApi(routes.proposeContract, { params: { memberId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKey(token) }),
  });
}

/** The contracts the caller offered one direct downline agent (awaiting an answer or in force). */
export function useOfferedContracts(memberId: number) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: agentKey(token, 'offered', memberId),
    queryFn: ({ signal }) => callApi(routes.getOfferedContracts, { params: { memberId } }, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** Take back an offer nobody has answered yet. */
export function useWithdrawContract() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (id: number) => callApi(routes.withdrawContract, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKey(token) }),
  });
}
