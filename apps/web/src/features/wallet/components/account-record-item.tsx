import type { AccountRecord } from '@playdeck/contracts';
import { WalletIcon, type WalletIconName } from '../../../components/money/wallet-icon';
import ui from '../../../components/ui/surface.module.css';
import { formatDateTime } from '../../../lib/format';
import { localGameName } from '../../../lib/game-name';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import styles from './record-item.module.css';

const ICONS: Record<string, WalletIconName> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  withdraw_refund: 'refresh',
  bet: 'target',
  win: 'checkCircle',
  refund: 'refresh',
  transfer: 'transfer',
  adjustment: 'wallet',
  bonus: 'plus',
  rebate: 'receipt',
  salary: 'calendar',
  dividend: 'chart',
};

/** One ledger line: its kind and detail, when, the signed amount and the balance after it. */
export function AccountRecordItem({ record }: { record: AccountRecord }) {
  const { t } = useTranslation('wallet');
  const { format, signed } = useMoney();
  const incoming = record.amount >= 0;
  // A game line names its game as the lobby does, in the current language (issue 8 item 22).
  const detail = record.game ? localGameName(record.game.names, record.game.code) : record.detail;
  return (
    <article
      className={`${ui.card} ${styles.item}`}
      data-testid={`account-record-${record.id}`}
      data-kind={record.kind}
    >
      <span className={`${ui.iconTile} ${styles.icon}`} data-tone={incoming ? 'in' : 'out'}>
        <WalletIcon name={ICONS[record.kind] ?? 'wallet'} />
      </span>
      <div className={styles.body}>
        <div className={styles.line}>
          <span className={styles.title}>{t(`kind_${record.kind}`, { defaultValue: record.kind })}</span>
          <span
            className={`${styles.amount} ${incoming ? styles.in : styles.out}`}
            data-testid={`account-record-${record.id}-amount`}
          >
            {signed(record.amount)}
          </span>
        </div>
        <div className={styles.line}>
          <span className={styles.meta} data-testid={`account-record-${record.id}-detail`}>
            {detail ?? formatDateTime(record.createdAt)}
          </span>
          <span className={styles.meta}>{t('balance_after', { amount: format(record.balanceAfter) })}</span>
        </div>
        {detail && <span className={styles.meta}>{formatDateTime(record.createdAt)}</span>}
      </div>
    </article>
  );
}
