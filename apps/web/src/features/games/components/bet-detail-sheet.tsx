import type { GameRecord } from '@playdeck/contracts';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';
import { Sheet } from '../../../components/ui/sheet';
import { formatDateTime, formatMoney, formatSignedMoney } from '../../../lib/format';
import { localGameName } from '../../../lib/game-name';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { Link } from '../../../lib/router';
import { betStatusKey, fairnessPath, inhouseNonce } from '../services/bet-status';
import styles from './bet-detail-sheet.module.css';
import { CategoryIcon } from './game-icon';

/**
 * A bet in full, opened from its row (issue 8 item 22): the game and its state on top, then round
 * id, stake, win and times; an in-house round links to its game's fairness panel (nonce shown).
 */
export function BetDetailSheet({ record, onClose }: { record: GameRecord; onClose(): void }) {
  const { t } = useTranslation('games');
  const { currency } = useMerchantInfo();
  const name = localGameName(record.gameNames, record.gameName);
  const settled = record.status === 'settled';
  const net = record.payout - record.stake;
  const fairness = fairnessPath(record);
  const nonce = inhouseNonce(record);
  const timedOut = record.status === 'rolled_back' && record.refundReason === 'timeout';
  return (
    <Sheet title={t('record_detail')} onClose={onClose} testId="bet-detail">
      <div className={styles.hero}>
        <span className={styles.icon}>
          <CategoryIcon category={record.gameCategory} size={26} />
        </span>
        <div className={styles.heading}>
          <strong data-testid="bet-detail-game">{name}</strong>
          <span>{record.vendorName}</span>
        </div>
        <div className={styles.result}>
          <strong data-sign={settled ? Math.sign(net) : 0} data-testid="bet-detail-net">
            {settled ? formatSignedMoney(net, currency) : formatMoney(record.stake, currency)}
          </strong>
          <span
            className={styles.status}
            data-status={timedOut ? 'timeout' : record.status}
            data-testid="bet-detail-status"
          >
            {t(betStatusKey(record))}
          </span>
        </div>
      </div>
      {timedOut && <p className={styles.note}>{t('record_status_timeout_hint')}</p>}
      <dl className={styles.facts}>
        <Fact label={t('record_detail_round')} testId="bet-detail-round" mono>
          {record.roundId}
        </Fact>
        <Fact label={t('record_stake')} testId="bet-detail-stake">
          {formatMoney(record.stake, currency)}
        </Fact>
        <Fact label={t('record_win')} testId="bet-detail-win">
          {formatMoney(record.payout, currency)}
        </Fact>
        <Fact label={t('record_detail_placed')} testId="bet-detail-time">
          {formatDateTime(record.openedAt)}
        </Fact>
        {record.settledAt && <Fact label={t('record_detail_settled')}>{formatDateTime(record.settledAt)}</Fact>}
        {nonce !== null && (
          <Fact label={t('record_detail_nonce')} mono>
            {nonce}
          </Fact>
        )}
      </dl>
      {fairness && (
        <div className={styles.fair}>
          <Link to={fairness} className={styles.fairLink} data-testid="bet-detail-fairness">
            <Icon name="shield" size={20} />
            <span>{t('record_detail_fair')}</span>
          </Link>
          <p>{t('record_detail_fair_hint', { nonce: nonce ?? '' })}</p>
        </div>
      )}
    </Sheet>
  );
}

function Fact({
  label,
  children,
  testId,
  mono,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  mono?: boolean;
}) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd className={mono ? styles.mono : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
