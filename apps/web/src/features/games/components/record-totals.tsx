import type { GameRecord } from '@playdeck/contracts';
import { formatMoney, formatSignedMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import styles from './record-totals.module.css';

/**
 * Totals of the real-money bets listed (play-money rounds are not money). The record call has
 * no totals of its own, so until every page is loaded they say they cover the bets shown.
 */
export function RecordTotals({ records, complete }: { records: GameRecord[]; complete: boolean }) {
  const { t } = useTranslation('games');
  const { currency } = useMerchantInfo();
  const real = records.filter((record) => record.currency === currency.code && record.status !== 'rolled_back');
  const stake = real.reduce((sum, record) => sum + record.stake, 0);
  const payout = real.reduce((sum, record) => sum + record.payout, 0);
  const net = payout - stake;
  return (
    <section className={styles.totals} aria-label={t('record_totals')} data-testid="record-totals">
      <div>
        <span>{t('record_bets')}</span>
        <b data-testid="record-total-count">{real.length}</b>
      </div>
      <div>
        <span>{t('record_stake')}</span>
        <b data-testid="record-total-stake">{formatMoney(stake, currency)}</b>
      </div>
      <div>
        <span>{t('record_win')}</span>
        <b>{formatMoney(payout, currency)}</b>
      </div>
      <div>
        <span>{t('record_net')}</span>
        <b data-sign={Math.sign(net)} data-testid="record-total-net">
          {formatSignedMoney(net, currency)}
        </b>
      </div>
      <p>{complete ? t('record_totals_all') : t('record_totals_shown')}</p>
    </section>
  );
}
