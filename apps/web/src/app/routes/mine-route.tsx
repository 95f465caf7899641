import { MineScreen } from '../../features/member-centre/routes/mine-screen';
import { memberInfoQuery } from '../../features/settings/api/get-member-info';
import { useVipClub } from '../../features/vip-club/api/get-vip-club';
import { BalanceSource } from '../../features/wallet/components/balance-source';
import { useQuery } from '../../lib/query';
import { useSession } from '../../lib/session';

/**
 * /m/mine and /m/member/home (spec 2 Mine): the member centre with the account's member info,
 * the wallet's balance and the VIP club's label, which the app composes since features do not import each other.
 */
export default function MineRoute() {
  const session = useSession();
  // Spec 2 Mine: opening the centre with a session renews member info (forced), which also
  // refreshes the header's name.
  const member = useQuery({
    ...memberInfoQuery(session?.token ?? '', true),
    enabled: Boolean(session),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  // The VIP label and the way to /m/member/benefits, when the merchant has a VIP club (issue 12).
  const club = useVipClub().data;
  const vip = club && club.promotionId !== null ? { label: club.levels[club.level]?.name ?? '' } : undefined;
  return <MineScreen member={member} BalanceSource={BalanceSource} vip={vip} />;
}
