import type { GameRecord } from '@playdeck/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useMerchantInfo } from '../../settings/api/get-init-settings';
import { CategoryIcon } from './game-icon';
import styles from './record-row.module.css';

const timeFormat = new Map<string, Intl.DateTimeFormat>();
function formatTime(iso: string): string {
  const locale = currentLocale();
  let format = timeFormat.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormat.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** One bet of the betting record: game, vendor, round, stake, win, time and status. */
export function RecordRow({ record }: { record: GameRecord }) {
  const { t } = useTranslation('games');
  const { currency } = useMerchantInfo();
  const playMoney = record.currency !== currency.code;
  const net = record.payout - record.stake;
  const settled = record.status === 'settled';
  return (
    <li className={styles.row} data-testid="record-row" data-status={record.status}>
      <span className={styles.icon}>
        <CategoryIcon category={record.gameCategory} size={20} />
      </span>
      <div className={styles.main}>
        <p className={styles.game}>
          <span data-testid="record-game">{record.gameName}</span>
          {playMoney && <em className={styles.fun}>{t('record_fun')}</em>}
        </p>
        <p className={styles.meta}>{record.vendorName}</p>
        <p className={styles.round} title={record.roundId}>
          <time dateTime={record.openedAt}>{formatTime(record.openedAt)}</time>
          {' · '}
          {t('record_round', { id: record.roundId.length > 14 ? `…${record.roundId.slice(-10)}` : record.roundId })}
        </p>
      </div>
      <div className={styles.amounts}>
        <p className={styles.net} data-sign={settled ? Math.sign(net) : 0} data-testid="record-net">
          {settled ? formatSignedMoney(net, currency) : t(`record_status_${record.status}`)}
        </p>
        <p className={styles.stake}>
          {t('record_stake')} {formatMoney(record.stake, currency)}
        </p>
        <p className={styles.stake}>
          {t('record_win')} {formatMoney(record.payout, currency)}
        </p>
      </div>
    </li>
  );
}
