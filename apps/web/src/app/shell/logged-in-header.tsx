import { HeaderAccount as AccountHeader } from '../../features/settings/components/header-logged-in';
import { HeaderBalance } from '../../features/wallet/components/header-balance';

export { AccountMenuItems } from '../../features/settings/components/header-logged-in';

/** The account block of the header with the wallet's balance in it: features meet here, in the shell. */
export function HeaderAccount() {
  return <AccountHeader balance={<HeaderBalance />} />;
}
