import type { BalanceResponse, MemberInfo } from '@playdeck/contracts';
import type { ComponentType, ReactNode } from 'react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { openLoginDialog } from '../../../lib/login-dialog';
import { useSession } from '../../../lib/session';
import { daysSince, FIXED_ITEMS, gatedItems } from '../services/menu-items';

/** Reads the wallet's balance where it is rendered, so only the layout that shows it asks for it. */
export type BalanceSource = ComponentType<{ children(wallet: BalanceResponse | undefined): ReactNode }>;

/**
 * What the member centre takes from other features; the app's route hands them in, as features
 * do not import each other (conventions 3). `member` is the member info query, renewed (forced)
 * every time the centre opens (spec 2 Mine).
 */
export interface MineSources {
  member: { data?: MemberInfo | undefined; isPending: boolean };
  BalanceSource: BalanceSource;
  /** The VIP club's label for the member's level, when the merchant shows VIP benefits. */
  vip?: { label: string } | undefined;
}

/**
 * What the member centre shows (spec 2 Mine): who is logged in, with member info; the fixed and
 * flag-gated menu; the template.
 */
export function useMemberCentre({ member, BalanceSource, vip }: MineSources) {
  const session = useSession();
  const { flags, templates } = useMerchantInfo();
  const info = member.data ?? null;
  return {
    BalanceSource,
    session,
    vip: vip ?? null,
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
