import { useQuery } from '@tanstack/react-query';
import { openLoginDialog } from '../../../lib/login-dialog';
import { useSession } from '../../../lib/session';
import { memberInfoQuery } from '../../account/api/get-member-info';
import { useMerchantInfo } from '../../settings/api/get-init-settings';
import { daysSince, FIXED_ITEMS, gatedItems } from '../services/menu-items';

/**
 * What the member centre shows (spec 2 Mine): who is logged in, with member info renewed
 * (forced) every time the centre opens; the fixed and flag-gated menu; the template.
 */
export function useMemberCentre() {
  const session = useSession();
  const { flags, templates } = useMerchantInfo();
  // Spec 2 Mine: opening the centre with a session renews member info (forced), which also
  // refreshes the header's name.
  const member = useQuery({
    ...memberInfoQuery(session?.token ?? '', true),
    enabled: Boolean(session),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const info = member.data ?? null;
  return {
    session,
    member: info,
    memberLoading: Boolean(session) && member.isPending,
    days: info ? daysSince(info.regDate) : null,
    fixed: FIXED_ITEMS,
    // Spec 6: the agency centre goes by the session's type; superior transfer by member info.
    gated: gatedItems({ flags, sessionType: session?.type ?? null, member: info }),
    /** Spec 2 Mine: template mem_cen "1" selects the new member centre. */
    newLayout: templates.mem_cen === '1',
    /** Menu items need a session, else the login dialog (spec 2 Mine), which brings the player there. */
    guard: (path: string) => (event: { preventDefault(): void }) => {
      if (session) return;
      event.preventDefault();
      openLoginDialog({ redirect: path });
    },
  };
}

export type MemberCentre = ReturnType<typeof useMemberCentre>;
