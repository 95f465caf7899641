import { Skeleton } from '../../../components/money/skeleton';
import { WalletIcon, type WalletIconName } from '../../../components/money/wallet-icon';
import ui from '../../../components/ui/surface.module.css';
import { useBalanceVisibility } from '../../../lib/balance-visibility';
import { MASKED_BALANCE } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { Link } from '../../../lib/router';
import { useBalance } from '../api/get-balance';
import styles from './report-head.module.css';

interface ReportHeadProps {
  action: { label: string; to: string; icon: WalletIconName; testId?: string };
}

/**
 * The top of a report: the balance as it is now (a player back from the gateway sees the
 * deposit arrive; a cancelled withdrawal comes back) and the way to make a new order.
 */
export function ReportHead({ action }: ReportHeadProps) {
  const { t } = useTranslation('wallet');
  const { format, currency } = useMoney();
  const { data } = useBalance();
  const hidden = useBalanceVisibility((s) => s.hidden);
  return (
    <section className={styles.head}>
      <span className={`${ui.iconTile} ${styles.icon}`}>
        <WalletIcon name="wallet" size={22} />
      </span>
      <span className={`${ui.rowText} ${styles.text}`}>
        <span>{t('balance_total')}</span>
        {data ? (
          <strong data-testid="report-balance">
            {hidden ? `${currency.symbol}${MASKED_BALANCE}` : format(data.sumBalance)}
          </strong>
        ) : (
          <Skeleton height={20} width={110} />
        )}
      </span>
      <Link to={action.to} className={`${ui.accentButton} ${styles.action}`} data-testid={action.testId}>
        <WalletIcon name={action.icon} size={15} strokeWidth={2.2} />
        {action.label}
      </Link>
    </section>
  );
}
