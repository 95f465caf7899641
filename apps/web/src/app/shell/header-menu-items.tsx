import { Suspense } from 'react';
import { Icon } from '../../components/ui/icon';
import { MenuItem } from '../../components/ui/menu-item';
import { useTranslation } from '../../lib/i18n-react';
import { openLoginDialog } from '../../lib/login-dialog';
import { useQueryClient } from '../../lib/query';
import { useNavigate } from '../../lib/router';
import { FREE_TRIAL_TYPE, useSession } from '../../lib/session';
import { AccountMenuItems } from './logged-in-parts';

/**
 * Spec 2 Shell, header menu: deposit, withdraw, refresh balance (to login when logged out),
 * hide or show balance and sign out (logged in only). Deposit and withdraw are protected
 * actions: a visitor gets the login dialog and lands on the screen once logged in (spec 2 Login).
 */
export default function HeaderMenuItems({ close }: { close(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const trial = session?.type === FREE_TRIAL_TYPE;

  const open = (path: string) => {
    close();
    if (session) navigate(path);
    else openLoginDialog({ redirect: path });
  };
  // Spec 4: refreshing hides the balance while the wallet reloads, then shows it: the reset
  // empties the cached balance (the header shows it loading) and asks the server again.
  const refresh = () => {
    close();
    if (session) void queryClient.resetQueries({ queryKey: ['wallet', 'balance'] });
    else navigate('/m/login');
  };

  return (
    <>
      {/* Issue 8 item 24: a free-trial player has play money only, so no deposit or withdraw. */}
      {!trial && (
        <>
          <MenuItem icon={<Icon name="wallet" />} testId="menu-deposit" onSelect={() => open('/m/voucherCenter')}>
            {t('deposit')}
          </MenuItem>
          <MenuItem icon={<Icon name="withdraw" />} testId="menu-withdraw" onSelect={() => open('/m/withdraw')}>
            {t('withdraw')}
          </MenuItem>
        </>
      )}
      <MenuItem icon={<Icon name="refresh" />} testId="menu-refresh" onSelect={refresh}>
        {t('refresh_balance')}
      </MenuItem>
      {session && (
        <Suspense fallback={null}>
          <AccountMenuItems close={close} />
        </Suspense>
      )}
    </>
  );
}
