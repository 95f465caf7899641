import type { GameRecord } from '@playdeck/contracts';
import { formatDateTime, formatMoney, formatSignedMoney } from '../../../lib/format';
import { localGameName } from '../../../lib/game-name';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { betStatusKey } from '../services/bet-status';
import { CategoryIcon } from './game-icon';
import styles from './record-row.module.css';

/** One bet of the betting record: game, vendor, round, stake, win, time and status; a tap opens its detail. */
export function RecordRow({ record, onOpen }: { record: GameRecord; onOpen(): void }) {
  const { t } = useTranslation('games');
  const { currency } = useMerchantInfo();
  const playMoney = record.currency !== currency.code;
  const net = record.payout - record.stake;
  const settled = record.status === 'settled';
  const name = localGameName(record.gameNames, record.gameName);
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.row}
        onClick={onOpen}
        aria-label={t('record_open', { game: name })}
        data-testid="record-row"
        data-status={record.status}
      >
        <span className={styles.icon}>
          <CategoryIcon category={record.gameCategory} size={20} />
        </span>
        <span className={styles.main}>
          <span className={styles.game}>
            <span data-testid="record-game">{name}</span>
            {playMoney && <em className={styles.fun}>{t('record_fun')}</em>}
          </span>
          <span className={styles.meta}>{record.vendorName}</span>
          <time className={styles.time} dateTime={record.openedAt} data-testid="record-time">
            {formatDateTime(record.openedAt)}
          </time>
        </span>
        <span className={styles.amounts}>
          <span className={styles.net} data-sign={settled ? Math.sign(net) : 0} data-testid="record-net">
            {settled ? formatSignedMoney(net, currency) : t(betStatusKey(record))}
          </span>
          <span className={styles.stake}>
            {t('record_stake')} {formatMoney(record.stake, currency)}
          </span>
          <span className={styles.stake}>
            {t('record_win')} {formatMoney(record.payout, currency)}
          </span>
        </span>
      </button>
    </li>
  );
}
