import { Button } from '../../../components/ui/button';
import { FieldIcon } from '../../../components/ui/field-icon';
import { Initial } from '../../../components/ui/initial';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useMemberInfo } from '../api/get-member-info';
import { signOut } from '../services/sign-out';
import styles from './settings-screen.module.css';

/**
 * /m/set (spec 2 Settings): the change-password item (to /m/changePsw, or /m/login without a
 * session) and the sign-out button. Members only (the route's session need).
 */
export default function SettingsScreen() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const { data: member } = useMemberInfo();
  // The route's session gate sends a visitor home; this only tells TypeScript.
  if (!session) return null;
  const name = member?.nickname || member?.account || session.userName;

  return (
    <div className={ui.page} data-testid="settings-screen">
      <section className={`${ui.hero} ${styles.profile}`}>
        <Initial name={name} className={`${ui.avatar} ${styles.avatar}`} />
        <div className={styles.who}>
          <strong data-testid="settings-name">{name}</strong>
          <span>{t('account_label', { account: member?.account ?? session.userName })}</span>
        </div>
      </section>

      <h3 className={`${ui.sectionTitle} ${styles.heading}`}>{t('security_heading')}</h3>
      <nav className={`${ui.card} ${ui.list}`}>
        <Link to="/m/changePsw" className={ui.row} data-testid="settings-change-password">
          <span className={`${ui.iconTile} ${styles.itemIcon}`}>
            <FieldIcon name="lock" />
          </span>
          <span className={`${ui.rowText} ${styles.itemText}`}>
            <span>{t('change_title')}</span>
            <small>{t('change_item_hint')}</small>
          </span>
          <FieldIcon name="chevronRight" className={ui.chevron} />
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
