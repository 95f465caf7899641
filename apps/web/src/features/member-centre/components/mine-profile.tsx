import { Initial } from '../../../components/ui/initial';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { openLoginDialog } from '../../../lib/login-dialog';
import { Link } from '../../../lib/router';
import type { MemberCentre } from '../hooks/use-member-centre';
import styles from './mine.module.css';
import { MineIcon } from './mine-icon';

/**
 * The member's identity at the top of the centre: account name, VIP label, days since
 * registration; for a visitor, login/register (the login dialog). Spec 2 Mine: the header opens
 * /m/member/benefits only when VIP benefits are shown (the merchant has a VIP club).
 */
export function MineIdentity({ centre }: { centre: MemberCentre }) {
  const { t } = useTranslation('mine');
  const { session, member } = centre;
  if (!session) {
    return (
      <div className={styles.identity} data-testid="mine-visitor">
        <span className={ui.avatar} aria-hidden="true">
          <MineIcon name="login" size={26} />
        </span>
        <div className={styles.who}>
          <h2 className={`${styles.name} ${styles.wrap}`}>{t('welcome')}</h2>
          <p className={styles.loginText}>{t('visitor_text')}</p>
        </div>
      </div>
    );
  }
  const name = member?.account ?? session.userName;
  const { vip } = centre;
  const body = (
    <>
      <Initial name={name} className={ui.avatar} />
      <div className={styles.who}>
        <h2 className={styles.name} data-testid="mine-account">
          {name}
        </h2>
        <div className={styles.tags}>
          {member ? (
            <>
              <span className={styles.vip} data-testid="mine-vip">
                <MineIcon name="crown" size={12} strokeWidth={2.4} />
                {vip?.label || t('vip_level', { level: member.vipLevel })}
              </span>
              <span className={styles.days} data-testid="mine-days">
                <MineIcon name="calendar" size={13} />
                {t('days_registered', { count: centre.days ?? 0 })}
              </span>
            </>
          ) : (
            <span className={styles.skeleton} style={{ width: 140 }} />
          )}
        </div>
      </div>
    </>
  );
  return vip ? (
    <Link to="/m/member/benefits" className={`${styles.identity} ${styles.identityLink}`} data-testid="mine-identity">
      {body}
    </Link>
  ) : (
    <div className={styles.identity} data-testid="mine-identity">
      {body}
    </div>
  );
}

/** Spec 2 Mine: the settings button (/m/set, which needs a session). */
export function SettingsButton({ centre }: { centre: MemberCentre }) {
  const { t } = useTranslation('mine');
  return (
    <Link
      to="/m/set"
      className={styles.settings}
      aria-label={t('settings')}
      onClick={centre.guard('/m/set')}
      data-testid="mine-settings"
    >
      <MineIcon name="settings" size={20} />
    </Link>
  );
}

/** A visitor's way in: the login dialog (spec 2 Mine: login/register opens it). */
export function LoginButton() {
  const { t } = useTranslation('mine');
  return (
    <button
      type="button"
      className={`${ui.accentButton} ${styles.loginButton}`}
      onClick={() => openLoginDialog()}
      data-testid="mine-login"
    >
      <MineIcon name="login" size={18} />
      {t('login_register')}
    </button>
  );
}
