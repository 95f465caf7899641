import type { WithdrawalRecord } from '@playdeck/contracts';
import { WalletIcon } from '../../../components/money/wallet-icon';
import { confirmDialog } from '../../../components/ui/dialog-store';
import ui from '../../../components/ui/surface.module.css';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useWalletError } from '../../../lib/money/use-wallet-error';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import styles from './record-item.module.css';
import { StatusBadge } from './status-badge';

/** One withdrawal: amount, card, when, status, the operator's reason for the player (never the internal note); a pending one can be cancelled. */
export function WithdrawRecordItem({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation('wallet');
  const { format } = useMoney();
  const errorText = useWalletError();
  const cancel = useCancelWithdrawal();

  const onCancel = async () => {
    const sure = await confirmDialog({
      message: t('withdraw_cancel_confirm', { amount: format(record.amount) }),
      confirmLabel: t('withdraw_cancel_yes'),
      cancelLabel: t('keep'),
    });
    if (!sure) return;
    try {
      await cancel.mutateAsync(record.id);
      toast.success(t('withdraw_cancelled'), 1500);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <article
      className={`${ui.card} ${styles.item}`}
      data-testid={`withdraw-record-${record.id}`}
      data-status={record.status}
    >
      <span className={`${ui.iconTile} ${styles.icon}`} data-tone="out">
        <WalletIcon name="withdraw" />
      </span>
      <div className={styles.body}>
        <div className={styles.line}>
          <span className={styles.title}>{record.bankName}</span>
          <span className={`${styles.amount} ${styles.out}`}>{format(record.amount)}</span>
        </div>
        <div className={styles.line}>
          <span className={styles.meta}>{formatDateTime(record.createdAt)}</span>
          <StatusBadge status={record.status} testId={`withdraw-record-${record.id}-status`} />
        </div>
        <span className={styles.meta}>
          {record.accountNumberMasked} · {t('order_no', { id: record.id })}
        </span>
        {record.decidedAt && record.status !== 'pending' && (
          <span className={styles.meta}>{t('decided_at', { time: formatDateTime(record.decidedAt) })}</span>
        )}
        {record.reason && (
          <p className={styles.note} data-testid={`withdraw-record-${record.id}-reason`}>
            {record.reason}
          </p>
        )}
        {record.status === 'pending' && (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.cancel}
              onClick={() => void onCancel()}
              disabled={cancel.isPending}
              data-testid={`withdraw-record-${record.id}-cancel`}
            >
              <WalletIcon name="xCircle" size={15} />
              {t('withdraw_cancel')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
