import { Notice } from '../../../components/money/notice';
import { WalletIcon } from '../../../components/money/wallet-icon';
import page from '../../../components/money/wallet-page.module.css';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import type { WithdrawInfo } from '../api/types';
import styles from './turnover-card.module.css';

/**
 * Turnover shown to the player: deposited money must be bet before it can be withdrawn. The
 * bar, the three sums (required, done, remaining) and what it means for the withdraw button.
 */
export function TurnoverCard({ turnover }: { turnover: WithdrawInfo['turnover'] }) {
  const { t } = useTranslation('wallet');
  const { format } = useMoney();
  const met = turnover.remaining <= 0;
  // Whole percent from integers: done / required, capped at 100.
  const percent = turnover.required > 0 ? Math.min(100, Math.floor((turnover.done * 100) / turnover.required)) : 100;
  return (
    <section className={`${ui.card} ${page.card}`} data-testid="turnover">
      <div className={page.cardHead}>
        <h2 className={page.cardTitle}>
          <WalletIcon name="target" />
          {t('turnover_title')}
        </h2>
        <span className={styles.percent} data-testid="turnover-percent">
          {percent}%
        </span>
      </div>
      <div
        className={styles.bar}
        data-met={met || undefined}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('turnover_title')}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      {turnover.required > 0 && (
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('turnover_required')}</dt>
            <dd data-testid="turnover-required">{format(turnover.required)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('turnover_done')}</dt>
            <dd data-testid="turnover-done">{format(turnover.done)}</dd>
          </div>
          <div className={styles.fact} data-strong>
            <dt>{t('turnover_remaining')}</dt>
            <dd data-testid="turnover-remaining">{format(turnover.remaining)}</dd>
          </div>
        </dl>
      )}
      {met ? (
        <p className={page.muted}>{turnover.required > 0 ? t('turnover_met') : t('turnover_none')}</p>
      ) : (
        <Notice tone="warning" testId="turnover-blocked">
          {t('turnover_blocked', { amount: format(turnover.remaining) })}
        </Notice>
      )}
    </section>
  );
}
