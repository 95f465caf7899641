import type { VipClubView } from '@playdeck/contracts';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { ProgressBar } from './progress-bar';
import styles from './vip.module.css';
import { tierOf, VipBadge } from './vip-badge';

/** The member's level with the VIP badge, what reached it, and the way to the next level. */
export function LevelCard({ club }: { club: VipClubView }) {
  const { t } = useTranslation('vip');
  const { format } = useMoney();
  const level = club.levels[club.level];
  const { next, totals } = club;
  const nextLevel = next ? club.levels[next.level] : undefined;
  return (
    <section className={styles.hero} data-tier={tierOf(club.level)} data-testid="vip-level-card">
      <div className={styles.heroTop}>
        <VipBadge level={club.level} size={72} />
        <div className={styles.heroWho}>
          <span className={styles.heroKicker}>{club.title || t('club')}</span>
          <h2 className={styles.heroName} data-testid="vip-level-name">
            {level?.name ?? t('level_n', { level: club.level })}
          </h2>
          <span className={styles.heroLevel}>
            {t('level_n', { level: club.level })}
            {club.reachedBy && (
              <span className={styles.reached} data-testid="vip-reached-by">
                {t(`reached_${club.reachedBy}`)}
              </span>
            )}
          </span>
        </div>
      </div>
      {next && nextLevel ? (
        <div className={styles.heroProgress}>
          <p className={styles.nextTitle} data-testid="vip-next">
            {t('next_level', { name: next.name })}
            <span className={styles.either}>{t('either_path')}</span>
          </p>
          <ProgressBar
            label={t('deposits')}
            value={format(totals.deposits)}
            target={format(nextLevel.deposits)}
            percent={next.depositsPercent}
            note={next.depositsLeft > 0 ? t('left', { amount: format(next.depositsLeft) }) : t('reached')}
            testId="vip-progress-deposits"
          />
          <ProgressBar
            label={t('bets')}
            value={format(totals.bets)}
            target={format(nextLevel.bets)}
            percent={next.betsPercent}
            note={next.betsLeft > 0 ? t('left', { amount: format(next.betsLeft) }) : t('reached')}
            testId="vip-progress-bets"
          />
        </div>
      ) : (
        <p className={styles.top} data-testid="vip-top-level">
          {t('top_level')}
        </p>
      )}
    </section>
  );
}
