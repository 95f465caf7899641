import { Suspense } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useMerchantInfo } from '../../lib/init-settings';
import { Link } from '../../lib/router';
import { useMemberShape, useSession } from '../../lib/session';
import styles from './header.module.css';
import { HeaderMenu } from './header-menu';
import { LanguageSwitch } from './language-switch';
import { HeaderAccount } from './logged-in-parts';

/**
 * Spec 2 Shell, header on home. Logged out: login, register (DIRECTREG3), language, menu.
 * Logged in: the player's name, the deposit button, language, menu.
 */
export function HomeHeader() {
  const { t } = useTranslation();
  const info = useMerchantInfo();
  const session = useSession();
  const member = useMemberShape();
  return (
    <header className={styles.header} data-variant="home">
      <Link to="/m/home" className={styles.logo} aria-label={info.site.name} data-testid="header-logo">
        {info.site.logoUrl ? (
          <img src={info.site.logoUrl} alt={info.site.name} width={96} height={30} />
        ) : (
          <>
            <span className={styles.logoMark} aria-hidden="true">
              {info.site.name.slice(0, 1).toUpperCase()}
            </span>
            <span className={styles.logoName}>{info.site.name}</span>
          </>
        )}
      </Link>
      <span className={styles.spacer} />
      {session ? (
        <Suspense
          fallback={
            <div className={styles.account}>
              <span className={styles.accountName}>{session.userName}</span>
            </div>
          }
        >
          <HeaderAccount />
        </Suspense>
      ) : member ? (
        // A member's page as the server drew it: the account's place, filled in by the app.
        <div className={styles.account} data-testid="header-account-pending">
          <span className={styles.accountName} />
        </div>
      ) : (
        <>
          <Link to="/m/login" className={`${styles.pill} ${styles.pillOutline}`} data-testid="header-login">
            {t('login')}
          </Link>
          {info.flags.DIRECTREG3 && (
            <Link to="/m/register" className={`${styles.pill} ${styles.pillPrimary}`} data-testid="header-register">
              {t('register')}
            </Link>
          )}
        </>
      )}
      <LanguageSwitch />
      <HeaderMenu />
    </header>
  );
}
