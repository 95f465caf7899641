import { WalletIcon } from '../../../components/money/wallet-icon';
import page from '../../../components/money/wallet-page.module.css';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import type { SecurityOverview } from '../api/types';
import styles from './security-summary.module.css';

/** How protected the account is: payment password, mobile, e-mail, a bank card. */
export function SecuritySummary({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation('wallet');
  const checks = [overview.hasPaymentPassword, Boolean(overview.mobile), Boolean(overview.email), overview.cards > 0];
  const on = checks.filter(Boolean).length;
  const level = on === checks.length ? 'high' : on >= 2 ? 'medium' : 'low';
  return (
    <section className={`${ui.hero} ${page.hero}`} data-testid="security-summary">
      <div className={styles.top}>
        <span className={styles.shield}>
          <WalletIcon name="shield" size={28} />
        </span>
        <span className={styles.text}>
          <strong data-testid="security-level">{t(`security_level_${level}`)}</strong>
          <span>{t('security_count', { on, total: checks.length })}</span>
        </span>
      </div>
      <div className={styles.meter} aria-hidden="true">
        {checks.map((check, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions
          <span key={index} data-on={check || undefined} />
        ))}
      </div>
    </section>
  );
}
