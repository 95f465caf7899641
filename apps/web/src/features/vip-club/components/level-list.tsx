import type { VipClubView, VipLevelView } from '@playdeck/contracts';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import styles from './vip.module.css';
import { tierOf, VipBadge } from './vip-badge';

/** Basis points as a percent: 50 -> 0.5 %. */
const percentOf = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

function Benefit({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.benefit} data-testid={testId}>
      <span className={styles.benefitLabel}>{label}</span>
      <span className={styles.benefitValue}>{value}</span>
    </div>
  );
}

function LevelRow({ level, current }: { level: VipLevelView; current: number }) {
  const { t } = useTranslation(['vip', 'games']);
  const { format } = useMoney();
  const state = level.level === current ? 'current' : level.level < current ? 'passed' : 'ahead';
  const rebate =
    level.rebates.length === 0
      ? t('none')
      : level.rebates
          .map((r) => `${t(`games:category_${r.category}`, { defaultValue: r.category })} ${percentOf(r.basisPoints)}`)
          .join(' · ');
  return (
    <li className={styles.level} data-state={state} data-tier={tierOf(level.level)} data-testid="vip-level">
      <div className={styles.levelHead}>
        <VipBadge level={level.level} size={40} />
        <div className={styles.levelWho}>
          <strong className={styles.levelName}>{level.name}</strong>
          <span className={styles.levelNeed}>
            {level.level === 0
              ? t('need_none')
              : t('need', { deposits: format(level.deposits), bets: format(level.bets) })}
          </span>
        </div>
        {state === 'current' && <span className={styles.youTag}>{t('your_level')}</span>}
        {state === 'passed' && (
          <span className={styles.passedTag} title={t('passed')}>
            <span aria-hidden="true">✓</span>
            <span className={styles.hidden}>{t('passed')}</span>
          </span>
        )}
      </div>
      <div className={styles.benefits}>
        <Benefit label={t('upgrade_bonus')} value={level.upgradeBonus > 0 ? format(level.upgradeBonus) : t('none')} />
        <Benefit
          label={t('birthday_bonus')}
          value={level.birthdayBonus > 0 ? format(level.birthdayBonus) : t('none')}
        />
        <Benefit label={t('rebate')} value={rebate} />
        <Benefit
          label={t('withdraw_daily')}
          value={level.withdrawDailyMax === null ? t('standard_limit') : format(level.withdrawDailyMax)}
          testId="vip-withdraw-max"
        />
      </div>
    </li>
  );
}

/** Every level with its benefits, the member's own highlighted (spec 2 /m/member/benefits). */
export function LevelList({ club }: { club: VipClubView }) {
  const { t } = useTranslation('vip');
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('levels_title')}</h3>
      <ol className={styles.levels}>
        {club.levels.map((level) => (
          <LevelRow key={level.level} level={level} current={club.level} />
        ))}
      </ol>
    </section>
  );
}
