import { useState } from 'react';
import { FieldIcon } from '../../../components/ui/field-icon';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { useNavigate } from '../../../lib/router';
import { AuthLayout } from '../components/auth-layout';
import { ForgotEmailForm } from '../components/forgot-email-form';
import { ForgotMobileForm } from '../components/forgot-mobile-form';
import formStyles from '../components/forms.module.css';
import { ResetLinkForm } from '../components/reset-link-form';
import { useQueryParams } from '../hooks/use-query-params';

type RecoveryMode = 'email' | 'mobile';

/**
 * /m/forget (spec 2 Forgot password): recovery by e-mail, and with CHNGPASSVERIF3 a toggle that
 * also offers recovery by mobile number (e-mail first). Opened from the e-mailed link
 * (?reset=<token>) it shows the new-password form instead.
 */
export default function ForgetScreen() {
  const { t } = useTranslation('auth');
  const { flags, customerService } = useMerchantInfo();
  const params = useQueryParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<RecoveryMode>('email');
  const token = params.get('reset');
  const service = customerService[0];

  const footer = service && (
    <div className={formStyles.extras}>
      <a href={service.url} target="_blank" rel="noopener noreferrer" className={formStyles.extra}>
        <FieldIcon name="headset" size={18} />
        {t('customer_service')}
      </a>
    </div>
  );

  if (token) {
    return (
      <AuthLayout title={t('reset_title')} icon="key" testId="forget-screen" footer={footer}>
        <ResetLinkForm token={token} onRequestNew={() => navigate('/m/forget', { replace: true })} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('forgot_title')}
      subtitle={t('forgot_subtitle')}
      icon="key"
      testId="forget-screen"
      footer={footer}
    >
      {flags.CHNGPASSVERIF3 && (
        <SegmentedTabs<RecoveryMode>
          label={t('recovery_mode')}
          value={mode}
          onChange={setMode}
          testId="forgot-mode"
          tabs={[
            { value: 'email', label: t('tab_email') },
            { value: 'mobile', label: t('tab_mobile') },
          ]}
        />
      )}
      {mode === 'mobile' && flags.CHNGPASSVERIF3 ? <ForgotMobileForm /> : <ForgotEmailForm />}
    </AuthLayout>
  );
}
