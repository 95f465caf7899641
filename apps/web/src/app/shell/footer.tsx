import { Icon } from '../../components/ui/icon';
import { toast } from '../../components/ui/toast-store';
import { useTranslation } from '../../lib/i18n-react';
import { useMerchantInfo } from '../../lib/init-settings';
import { openLoginDialog } from '../../lib/login-dialog';
import { NavLink, useLocation, useNavigate } from '../../lib/router';
import { FREE_TRIAL_TYPE, useSession } from '../../lib/session';
import styles from './footer.module.css';
import { useRoute } from './use-route';

/**
 * Spec 2 Shell, footer: home, promotions, the centre deposit button, customer service, member.
 * The member tap sends a visitor to log in and tells a free-trial player free_reject; deposit is a
 * protected action, so a visitor gets the login dialog (spec 2 Login) and lands on it once logged in.
 * A free-trial player has play money only: the centre offers a real account instead (issue 8 item 24).
 */
export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = useRoute();
  const navigate = useNavigate();
  const session = useSession();
  const { customerService } = useMerchantInfo();
  if (route?.footer === 'hidden') return null;

  const service = customerService[0];
  const onMember = () => {
    if (!session) navigate('/m/login');
    else if (session.type === FREE_TRIAL_TYPE) toast.info(t('free_reject'));
    else navigate('/m/mine');
  };

  return (
    <nav className={styles.footer} aria-label={t('menu')} data-testid="footer">
      <NavLink
        to="/m/home"
        className={styles.item}
        data-active={route?.header === 'logo' || undefined}
        data-testid="footer-home"
      >
        <Icon name="home" />
        <span>{t('home')}</span>
      </NavLink>
      <NavLink to="/m/activity" className={styles.item} data-testid="footer-promotions">
        <Icon name="gift" />
        <span>{t('promotions')}</span>
      </NavLink>
      {session?.type === FREE_TRIAL_TYPE ? (
        <NavLink to="/m/register" className={styles.deposit} data-testid="footer-register">
          <span className={styles.depositCircle}>
            <Icon name="userPlus" size={26} />
          </span>
          <span>{t('register')}</span>
        </NavLink>
      ) : (
        <NavLink
          to="/m/voucherCenter"
          className={styles.deposit}
          data-testid="footer-deposit"
          onClick={(event) => {
            if (session) return;
            event.preventDefault();
            openLoginDialog({ redirect: '/m/voucherCenter' });
          }}
        >
          <span className={styles.depositCircle}>
            <Icon name="wallet" size={26} />
          </span>
          <span>{t('deposit')}</span>
        </NavLink>
      )}
      {service ? (
        <a
          href={service.url}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.item}
          data-testid="footer-service"
        >
          <Icon name="headset" />
          <span>{t('customer_service')}</span>
        </a>
      ) : (
        <span className={styles.item} aria-hidden="true" />
      )}
      <button
        type="button"
        className={styles.item}
        onClick={onMember}
        data-active={pathname === '/m/mine' || undefined}
        data-testid="footer-member"
      >
        <Icon name="user" />
        <span>{t('member')}</span>
      </button>
    </nav>
  );
}
