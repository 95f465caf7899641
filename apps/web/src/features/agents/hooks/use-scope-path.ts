import { useTeamMembers } from '../api/team';

/** The breadcrumbs of a drilled member for a screen whose answer has no path (team betting). */
export function useScopePath(memberId: number | null) {
  const members = useTeamMembers({ memberId: memberId ?? undefined, page: 1, pageSize: 1 });
  return memberId === null ? [] : (members.data?.path ?? []);
}
