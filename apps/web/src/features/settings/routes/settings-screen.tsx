import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FieldIcon } from '../../../components/ui/field-icon';
import { useSession } from '../../../lib/session';
import { useMemberInfo } from '../api/get-member-info';
import { signOut } from '../services/sign-out';
import styles from './settings-screen.module.css';

/**
 * /m/set (spec 2 Settings): the change-password item (to /m/changePsw, or /m/login without a
 * session) and the sign-out button; without a session the player goes home.
 */
export default function SettingsScreen() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const { data: member } = useMemberInfo();
  if (!session) return <Navigate to="/m/home" replace />;
  const name = member?.nickname || member?.account || session.userName;

  return (
    <div className={styles.page} data-testid="settings-screen">
      <section className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div className={styles.who}>
          <strong data-testid="settings-name">{name}</strong>
          <span>{t('account_label', { account: member?.account ?? session.userName })}</span>
        </div>
      </section>

      <h3 className={styles.heading}>{t('security_heading')}</h3>
      <nav className={styles.list}>
        <Link to={session ? '/m/changePsw' : '/m/login'} className={styles.item} data-testid="settings-change-password">
          <span className={styles.itemIcon}>
            <FieldIcon name="lock" />
          </span>
          <span className={styles.itemText}>
            <span>{t('change_title')}</span>
            <small>{t('change_item_hint')}</small>
          </span>
          <FieldIcon name="chevronRight" className={styles.chevron} />
        </Link>
      </nav>

      <Button
        variant="danger"
        icon={<FieldIcon name="logout" />}
        onClick={() => void signOut()}
        className={styles.signOut}
        testId="settings-sign-out"
      >
        {t('sign_out')}
      </Button>
    </div>
  );
}
