import { useState } from 'react';
import { Skeleton } from '../../../components/money/skeleton';
import styles from '../../../components/money/wallet-page.module.css';
import { LoadError } from '../../../components/ui/load-error';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useSecurityOverview } from '../../../lib/money/get-security-overview';
import { BindContactSheet } from '../components/bind-contact-sheet';
import { PaymentPasswordSheet } from '../components/payment-password-sheet';
import { ResponsibleGamingRow } from '../components/responsible-gaming-row';
import { SecurityCards } from '../components/security-cards';
import { SecurityRow } from '../components/security-row';
import { SecuritySessions } from '../components/security-sessions';
import { SecuritySummary } from '../components/security-summary';

type OpenSheet = 'pin' | 'mobile' | 'email' | null;

/**
 * /m/securityCenter (spec 2): payment password, bound mobile and e-mail, bank cards, and the
 * sessions signed in with "sign out other devices".
 */
export default function SecurityCentre() {
  const { t } = useTranslation('wallet');
  const overview = useSecurityOverview();
  const [sheet, setSheet] = useState<OpenSheet>(null);
  if (overview.isPending) {
    return (
      <div className={ui.page} aria-busy="true" data-testid="security-loading">
        <Skeleton height={120} radius={22} />
        <Skeleton height={206} radius={18} />
        <Skeleton height={150} radius={18} />
      </div>
    );
  }
  if (overview.isError) return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const close = () => setSheet(null);
  return (
    <div className={ui.page} data-testid="security-screen">
      <SecuritySummary overview={data} />
      <h2 className={`${ui.sectionTitle} ${styles.sectionTitle}`}>{t('security_settings')}</h2>
      <nav className={`${ui.card} ${ui.list}`}>
        <SecurityRow
          icon="lock"
          title={t('payment_password')}
          detail={data.hasPaymentPassword ? t('pin_row_change') : t('pin_row_set')}
          on={data.hasPaymentPassword}
          stateLabel={data.hasPaymentPassword ? t('state_set') : t('state_not_set')}
          onOpen={() => setSheet('pin')}
          testId="security-pin"
        />
        <SecurityRow
          icon="phone"
          title={t('mobile_number')}
          detail={data.mobile ?? t('mobile_row_hint')}
          on={Boolean(data.mobile)}
          stateLabel={data.mobile ? t('state_bound') : t('state_not_bound')}
          onOpen={() => setSheet('mobile')}
          testId="security-mobile"
        />
        <SecurityRow
          icon="mail"
          title={t('email')}
          detail={data.email ?? t('email_row_hint')}
          on={Boolean(data.email)}
          stateLabel={data.email ? t('state_bound') : t('state_not_bound')}
          onOpen={() => setSheet('email')}
          testId="security-email"
        />
        <ResponsibleGamingRow />
      </nav>
      <SecurityCards hasPaymentPassword={data.hasPaymentPassword} />
      <SecuritySessions sessions={data.sessions} />
      {sheet === 'pin' && <PaymentPasswordSheet hasPassword={data.hasPaymentPassword} onClose={close} />}
      {sheet === 'mobile' && <BindContactSheet channel="mobile" current={data.mobile} onClose={close} />}
      {sheet === 'email' && <BindContactSheet channel="email" current={data.email} onClose={close} />}
    </div>
  );
}
