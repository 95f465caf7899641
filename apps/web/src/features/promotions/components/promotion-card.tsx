import { useDisplayZone } from '../../../lib/display-zone';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import type { PromotionWithState } from '../api/promotions';
import { PromotionAction } from './promotion-action';
import { PromotionArt } from './promotion-art';
import styles from './promotions.module.css';

/** One promotion in the activity centre: its picture, kind, title, summary, dates and action. */
export function PromotionCard({ promotion }: { promotion: PromotionWithState }) {
  const { t } = useTranslation('promotions');
  const zone = useDisplayZone();
  return (
    <article className={styles.card} data-testid="promotion-card" data-code={promotion.code}>
      <Link to={`/m/activityInfo?id=${promotion.id}`} className={styles.cardLink} data-testid="promotion-open">
        <PromotionArt promotion={promotion} />
        <span className={styles.cardBody}>
          <span className={styles.kind}>{t(`kind_${promotion.kind}`)}</span>
          <span className={styles.title} data-testid="promotion-title">
            {promotion.title}
          </span>
          {promotion.summary && <span className={styles.summary}>{promotion.summary}</span>}
        </span>
      </Link>
      <footer className={styles.cardFoot}>
        <span className={styles.dates}>
          {promotion.endsAt
            ? t('until', { date: formatDate(promotion.endsAt, zone) })
            : promotion.state === 'coming_soon'
              ? t('from', { date: formatDate(promotion.startsAt, zone) })
              : t('ongoing')}
        </span>
        <PromotionAction promotion={promotion} />
      </footer>
    </article>
  );
}
