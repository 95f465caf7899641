import type { LoginResponse } from '@playdeck/contracts';
import { useRef, useState } from 'react';
import { FieldIcon } from '../../../components/ui/field-icon';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { toast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { useSuspenseQuery } from '../../../lib/query';
import { Link, useNavigate } from '../../../lib/router';
import { registerSettingsQuery } from '../api/get-register-settings';
import { AuthLayout } from '../components/auth-layout';
import formStyles from '../components/forms.module.css';
import { RegisterForm } from '../components/register-form';
import { SocialButtons } from '../components/social-buttons';
import { useAffiliateCode } from '../hooks/use-affiliate-code';
import { useAuthSetup } from '../hooks/use-auth-setup';
import type { CarriedMobile } from '../hooks/use-carried-mobile';
import { useCompleteLogin } from '../hooks/use-complete-login';
import type { RegisterMethod } from '../services/register-fields';

/** Spec 9: success toast 1 s, then the redirect. */
const SUCCESS_MS = 1000;

/**
 * /m/register, /register.html, /m/register.html (spec 2 Register): username and mobile tabs by
 * USERNAMEREG3 and MOBILENUMREG3. The default tab is mobile only when mobile registration is
 * allowed and username registration is not (spec 4).
 */
export default function RegisterScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { customerService, social } = useMerchantInfo();
  const settings = useSuspenseQuery(registerSettingsQuery).data;
  const setup = useAuthSetup();
  const affiliate = useAffiliateCode();
  const completeLogin = useCompleteLogin();
  const { methods } = settings;
  const [method, setMethod] = useState<RegisterMethod>(methods.mobile && !methods.username ? 'mobile' : 'username');
  const [carried, setCarried] = useState<CarriedMobile | null>(null);
  const typedMobile = useRef<CarriedMobile | null>(null);

  const switchMethod = (next: RegisterMethod) => {
    if (next === method) return;
    setCarried(typedMobile.current);
    setMethod(next);
  };

  const onRegistered = (answer: LoginResponse, password: string) => {
    completeLogin(answer, password || null);
    toast.success(t('in_registered_successfully'), SUCCESS_MS);
    navigate('/m/home', { replace: true });
  };

  const service = customerService[0];
  const anyMethod = methods.username || methods.mobile;
  return (
    <AuthLayout
      title={t('register_title')}
      subtitle={t('register_subtitle')}
      testId="register-screen"
      footer={
        service && (
          <div className={formStyles.extras}>
            <a href={service.url} target="_blank" rel="noopener noreferrer" className={formStyles.extra}>
              <FieldIcon name="headset" size={18} />
              {t('customer_service')}
            </a>
          </div>
        )
      }
    >
      {methods.username && methods.mobile && (
        <SegmentedTabs<RegisterMethod>
          label={t('register_method')}
          value={method}
          onChange={switchMethod}
          testId="register-method"
          tabs={[
            { value: 'username', label: t('tab_username') },
            { value: 'mobile', label: t('tab_mobile') },
          ]}
        />
      )}
      {anyMethod ? (
        <RegisterForm
          key={method}
          method={method}
          settings={settings}
          setup={setup}
          affiliate={affiliate}
          carried={carried}
          onMobileChange={(mobile) => {
            typedMobile.current = mobile;
          }}
          onRegistered={onRegistered}
        />
      ) : (
        <p className={formStyles.hint} data-testid="register-closed">
          {t('register_closed')}
        </p>
      )}
      <p className={formStyles.switch}>
        {t('have_account')}{' '}
        <Link to="/m/login" data-testid="register-login">
          {t('login_now')}
        </Link>
      </p>
      {method === 'username' && <SocialButtons google={social.google} facebook={social.facebook} redirect="/m/home" />}
    </AuthLayout>
  );
}
