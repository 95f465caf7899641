import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useSearchParams } from '../../../lib/router';
import { useMyPromotions, usePromotions, withStates } from '../api/promotions';
import { PromotionAction } from '../components/promotion-action';
import { PromotionArt } from '../components/promotion-art';
import styles from '../components/promotions.module.css';

/** /m/activityInfo?id= (spec 2): one promotion, its rules, the wagering its bonus carries, its action. */
export default function ActivityInfoScreen() {
  const { t } = useTranslation('promotions');
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const list = usePromotions();
  const mine = useMyPromotions();

  if (list.isPending)
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner size={28} />
      </div>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const promotion = withStates(list.data, mine.data).find((p) => p.id === id);
  if (!promotion) return <NoData text={t('not_found')} />;

  return (
    <div className={styles.detail} data-testid="activity-info">
      <PromotionArt promotion={promotion} />
      <section className={styles.detailBody}>
        <span className={styles.kind}>{t(`kind_${promotion.kind}`)}</span>
        <h2 className={styles.detailTitle}>{promotion.title}</h2>
        <p className={styles.dates}>
          {promotion.endsAt
            ? t('period', { from: formatDateTime(promotion.startsAt), to: formatDateTime(promotion.endsAt) })
            : t('from', { date: formatDateTime(promotion.startsAt) })}
        </p>
        {promotion.mine?.state === 'rejected' && promotion.mine.reason && (
          <p className={styles.reason} data-testid="promotion-reason">
            {t('rejected_reason', {
              // A refusal of the platform's own (one bonus per person) is a code; an operator's is words.
              reason: t(`errors:${promotion.mine.reason}`, { defaultValue: promotion.mine.reason }),
            })}
          </p>
        )}
        {promotion.wageringMultiplier > 0 && (
          <p className={styles.wagering} data-testid="promotion-wagering">
            {t('wagering_rule', { times: promotion.wageringMultiplier })}
          </p>
        )}
        {promotion.content && <SafeHtml html={promotion.content} testId="promotion-content" />}
      </section>
      <div className={styles.detailAction}>
        <PromotionAction promotion={promotion} wide />
      </div>
    </div>
  );
}
