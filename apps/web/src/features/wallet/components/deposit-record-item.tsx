import type { DepositRecord } from '@playdeck/contracts';
import { WalletIcon } from '../../../components/money/wallet-icon';
import ui from '../../../components/ui/surface.module.css';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import styles from './record-item.module.css';
import { StatusBadge } from './status-badge';

/** One deposit order: channel, amount, when, its status and the operator's reason for the player (never the internal note). */
export function DepositRecordItem({ record }: { record: DepositRecord }) {
  const { t } = useTranslation('wallet');
  const { format } = useMoney();
  return (
    <article
      className={`${ui.card} ${styles.item}`}
      data-testid={`deposit-record-${record.id}`}
      data-status={record.status}
    >
      <span className={`${ui.iconTile} ${styles.icon}`} data-tone="in">
        <WalletIcon name={record.channelType === 'bank_transfer' ? 'bank' : 'deposit'} />
      </span>
      <div className={styles.body}>
        <div className={styles.line}>
          <span className={styles.title}>{record.channelName}</span>
          <span className={`${styles.amount} ${record.status === 'completed' ? styles.in : styles.out}`}>
            {format(record.amount)}
          </span>
        </div>
        <div className={styles.line}>
          <span className={styles.meta}>{formatDateTime(record.createdAt)}</span>
          <StatusBadge status={record.status} testId={`deposit-record-${record.id}-status`} />
        </div>
        <span className={styles.meta}>{t('order_no', { id: record.id })}</span>
        {record.reason && (
          <p className={styles.note} data-testid={`deposit-record-${record.id}-reason`}>
            {record.reason}
          </p>
        )}
      </div>
    </article>
  );
}
