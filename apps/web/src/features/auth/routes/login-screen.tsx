import { FieldIcon } from '../../../components/ui/field-icon';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { Link, useNavigate } from '../../../lib/router';
import { AuthLayout } from '../components/auth-layout';
import formStyles from '../components/forms.module.css';
import { LoginForm } from '../components/login-form';
import { useQueryParams } from '../hooks/use-query-params';
import { useSocialReturn } from '../hooks/use-social-return';
import { safeRedirect } from '../services/safe-redirect';
import styles from './login-screen.module.css';

/** /m/login (spec 2 Login). After logging in the player goes to ?redirect= or home. */
export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const params = useQueryParams();
  const { customerService } = useMerchantInfo();
  const { exchanging } = useSocialReturn();
  const redirect = safeRedirect(params.get('redirect'));

  if (exchanging) {
    return (
      <div className={styles.exchanging} data-testid="social-exchanging">
        <Spinner size={32} />
        <span>{t('signing_in')}</span>
      </div>
    );
  }

  const service = customerService[0];
  return (
    <AuthLayout
      title={t('login_title')}
      subtitle={t('login_subtitle')}
      testId="login-screen"
      footer={<LoginExtras serviceUrl={service?.url ?? null} />}
    >
      <LoginForm
        redirect={redirect}
        onLoggedIn={() => {
          toast.success(t('login_success'));
          navigate(redirect, { replace: true });
        }}
      />
    </AuthLayout>
  );
}

/** Spec 2 Login: the customer-service link, and the way to a free trial. */
function LoginExtras({ serviceUrl }: { serviceUrl: string | null }) {
  const { t } = useTranslation('auth');
  return (
    <div className={formStyles.extras}>
      {serviceUrl && (
        <a
          href={serviceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={formStyles.extra}
          data-testid="login-service"
        >
          <FieldIcon name="headset" size={18} />
          {t('customer_service')}
        </a>
      )}
      <Link to="/m/trail" className={formStyles.extra} data-testid="login-trial">
        <FieldIcon name="gamepad" size={18} />
        {t('free_trial')}
      </Link>
    </div>
  );
}
