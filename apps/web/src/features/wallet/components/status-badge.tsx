import { WalletIcon, type WalletIconName } from '../../../components/money/wallet-icon';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './status-badge.module.css';

/** Deposit and withdrawal statuses (contracts depositStatus, withdrawalStatus). */
export type OrderStatus = 'pending' | 'completed' | 'approved' | 'rejected' | 'failed' | 'expired' | 'cancelled';

const TONES: Record<OrderStatus, { tone: 'pending' | 'good' | 'bad' | 'neutral'; icon: WalletIconName }> = {
  pending: { tone: 'pending', icon: 'clock' },
  completed: { tone: 'good', icon: 'checkCircle' },
  approved: { tone: 'good', icon: 'checkCircle' },
  rejected: { tone: 'bad', icon: 'xCircle' },
  failed: { tone: 'bad', icon: 'xCircle' },
  expired: { tone: 'neutral', icon: 'clock' },
  cancelled: { tone: 'neutral', icon: 'xCircle' },
};

export function StatusBadge({ status, testId }: { status: OrderStatus; testId?: string }) {
  const { t } = useTranslation('wallet');
  const { tone, icon } = TONES[status];
  return (
    <span className={styles.badge} data-tone={tone} data-status={status} data-testid={testId}>
      <WalletIcon name={icon} size={13} strokeWidth={2.2} />
      {t(`status_${status}`)}
    </span>
  );
}
