import { useQuery } from '@tanstack/react-query';
import { MineScreen } from '../../features/member-centre/routes/mine-screen';
import { memberInfoQuery } from '../../features/settings/api/get-member-info';
import { BalanceSource } from '../../features/wallet/components/balance-source';
import { useSession } from '../../lib/session';

/**
 * /m/mine and /m/member/home (spec 2 Mine): the member centre with the account's member info and
 * the wallet's balance, which the app composes since features do not import each other.
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
  return <MineScreen member={member} BalanceSource={BalanceSource} />;
}
