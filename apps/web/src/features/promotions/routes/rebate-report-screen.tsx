import type { RebateEntry } from '@playdeck/contracts';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useClaimPromotion, useMyRebates } from '../api/promotions';
import styles from '../components/promotions.module.css';

/** /m/member/rebateReport (PLYRBT): the member's rebate per period, with claim where it waits. */
export default function RebateReportScreen() {
  const { t } = useTranslation(['promotions', 'errors']);
  const { format } = useMoney();
  const rebates = useMyRebates();
  const claim = useClaimPromotion();
  const once = useSingleFlight();
  /** A day reads as a date; an ISO week as its own label. */
  const periodLabel = (period: string) => {
    const week = /^(\d{4})-W(\d{2})$/.exec(period);
    return week ? t('week_of', { week: Number(week[2]), year: week[1] }) : formatDate(period);
  };

  if (rebates.isPending)
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner size={28} />
      </div>
    );
  if (rebates.isError) return <LoadError error={rebates.error} onRetry={() => void rebates.refetch()} />;
  if (rebates.data.length === 0) return <NoData text={t('rebates_empty')} />;
  const total = rebates.data.reduce((sum, r) => sum + r.amount, 0);

  // A double tap sends one claim (the disabled button only stops the next render's taps).
  const take = (entry: RebateEntry) =>
    once(() =>
      claim.mutateAsync(entry.promotionId).then(
        (mine) => toast.success(t('claimed_toast', { amount: format(mine.amount ?? 0) }), 1500),
        (error) => toast.error(errorText(error, t)),
      ),
    );

  return (
    <div className={styles.screen} data-testid="rebate-report">
      <section className={styles.bonus}>
        <span className={styles.bonusLabel}>{t('rebates_total')}</span>
        <strong className={styles.bonusAmount} data-testid="rebate-total">
          {format(total)}
        </strong>
      </section>
      {rebates.data.map((entry) => (
        <div key={`${entry.promotionId}-${entry.period}`} className={styles.rewardRow} data-testid="rebate-row">
          <span className={styles.rewardTitle}>
            <span>{periodLabel(entry.period)}</span>
            <span className={styles.dates}>{entry.title}</span>
            <span className={styles.rewardAmount}>{format(entry.amount)}</span>
          </span>
          {entry.state === 'claim' ? (
            <button
              type="button"
              className={styles.action}
              disabled={claim.isPending}
              onClick={() => take(entry)}
              data-testid="rebate-claim"
            >
              {t('state_claim')}
            </button>
          ) : (
            <span className={styles.status} data-state={entry.state}>
              {t(`state_${entry.state}`)}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
