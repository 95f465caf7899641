import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';
import { Initial } from '../../../components/ui/initial';
import { MenuItem } from '../../../components/ui/menu-item';
import { useBalanceVisibility } from '../../../lib/balance-visibility';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import { FREE_TRIAL_TYPE, useSession } from '../../../lib/session';
import { useMemberInfo } from '../api/get-member-info';
import { signOut } from '../services/sign-out';
import styles from './header-logged-in.module.css';

/**
 * Spec 2 Shell, header on home when logged in: the nickname or account (member info, the
 * session's userName until it arrives), the total balance under it (the wallet's part, handed in
 * by the shell, which composes features) and the deposit button (not for a free-trial player).
 * (The shell loads this module only once someone is logged in.)
 */
export function HeaderAccount({ balance }: { balance: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const { data: member } = useMemberInfo();
  if (!session) return null;
  const name = member?.nickname || member?.account || session.userName;
  const trial = (member?.type ?? session.type) === FREE_TRIAL_TYPE;
  return (
    <>
      <div className={styles.account} data-testid="header-account">
        <Initial name={name} className={styles.avatar} />
        <span className={styles.text}>
          <span className={styles.name} data-testid="header-account-name">
            {name}
          </span>
          <span className={styles.line}>
            {balance}
            {trial && (
              <span className={styles.trial} data-testid="header-trial">
                {t('trial_badge')}
              </span>
            )}
          </span>
        </span>
      </div>
      {/* Issue 8 item 24: play money cannot be topped up, so a trial player gets no deposit button. */}
      {!trial && (
        <Link to="/m/voucherCenter" className={styles.deposit} aria-label={t('deposit')} data-testid="header-deposit">
          <Icon name="plus" size={18} />
        </Link>
      )}
    </>
  );
}

/** Spec 2 Shell, header menu items for a logged-in player: hide or show balance, sign out. */
export function AccountMenuItems({ close }: { close(): void }) {
  const { t } = useTranslation();
  const balanceHidden = useBalanceVisibility((s) => s.hidden);
  const toggleBalance = useBalanceVisibility((s) => s.toggle);
  return (
    <>
      <MenuItem
        icon={<Icon name={balanceHidden ? 'eye' : 'eyeOff'} />}
        testId="menu-balance-visibility"
        onSelect={() => {
          close();
          toggleBalance();
        }}
      >
        {balanceHidden ? t('show_balance') : t('hide_balance')}
      </MenuItem>
      <MenuItem
        icon={<Icon name="logout" />}
        testId="menu-sign-out"
        onSelect={() => {
          close();
          void signOut();
        }}
      >
        {t('sign_out')}
      </MenuItem>
    </>
  );
}
