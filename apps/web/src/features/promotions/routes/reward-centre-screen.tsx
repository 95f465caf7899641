import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { Link } from '../../../lib/router';
import { useLockedBonus, useMyPromotions, usePromotions, withStates } from '../api/promotions';
import { PromotionAction } from '../components/promotion-action';
import styles from '../components/promotions.module.css';

/**
 * /m/rewardCenter (REWCEN3): the locked bonus with what is left to bet, the rewards to claim
 * first, then the rest of the member's promotions.
 */
export default function RewardCentreScreen() {
  const { t } = useTranslation('promotions');
  const { format } = useMoney();
  const list = usePromotions();
  const mine = useMyPromotions();
  const bonus = useLockedBonus();

  if (list.isPending || mine.isPending)
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner size={28} />
      </div>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const entered = withStates(list.data, mine.data)
    .filter((p) => p.mine)
    .sort((a, b) => Number(b.state === 'claim') - Number(a.state === 'claim'));
  const locked = bonus.data;
  const wagered = locked && locked.amount > 0 ? locked : null;

  return (
    <div className={styles.screen} data-testid="reward-centre">
      <section className={styles.bonus} data-testid="locked-bonus">
        <span className={styles.bonusLabel}>{t('locked_bonus')}</span>
        <strong className={styles.bonusAmount}>{format(locked?.amount ?? 0)}</strong>
        {wagered ? (
          <>
            <span className={styles.bonusText} data-testid="locked-bonus-remaining">
              {t('locked_bonus_remaining', { amount: format(wagered.remaining) })}
            </span>
            {wagered.expiresAt && (
              <span className={styles.bonusText}>
                {t('locked_bonus_expires', { date: formatDate(wagered.expiresAt) })}
              </span>
            )}
          </>
        ) : (
          <span className={styles.bonusText}>{t('locked_bonus_none')}</span>
        )}
      </section>
      {entered.length === 0 ? (
        <p className={styles.emptyRewards}>
          {t('rewards_empty')}{' '}
          <Link to="/m/activity" className={styles.inlineLink}>
            {t('see_promotions')}
          </Link>
        </p>
      ) : (
        entered.map((promotion) => (
          <div key={promotion.id} className={styles.rewardRow} data-testid="reward-row">
            <Link to={`/m/activityInfo?id=${promotion.id}`} className={styles.rewardTitle}>
              {promotion.title}
              {promotion.mine?.amount ? (
                <span className={styles.rewardAmount} data-testid="reward-amount">
                  {format(promotion.mine.amount)}
                </span>
              ) : null}
            </Link>
            <PromotionAction promotion={promotion} showAmount={false} />
          </div>
        ))
      )}
    </div>
  );
}
