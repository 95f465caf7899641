import type { PromotionKind } from '@playdeck/contracts';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { useMyPromotions, usePromotions, withStates } from '../api/promotions';
import { PromotionCard } from '../components/promotion-card';
import styles from '../components/promotions.module.css';

type Filter = 'all' | PromotionKind;

/** /m/activity (spec 2): the activity centre, every promotion on or coming with the member's state. */
export default function ActivityScreen() {
  const { t } = useTranslation('promotions');
  const list = usePromotions();
  const mine = useMyPromotions();
  const [filter, setFilter] = useState<Filter>('all');

  if (list.isPending)
    return (
      <div className={styles.state} aria-busy="true" data-testid="promotions-loading">
        <Spinner size={28} />
      </div>
    );
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const promotions = withStates(list.data, mine.data);
  if (promotions.length === 0) return <NoData text={t('empty')} />;
  const kinds = [...new Set(promotions.map((p) => p.kind))];
  const shown = filter === 'all' ? promotions : promotions.filter((p) => p.kind === filter);

  return (
    <div className={styles.screen} data-testid="activity-centre">
      {kinds.length > 1 && (
        <div className={styles.filters} role="tablist" aria-label={t('filter')}>
          {(['all', ...kinds] as Filter[]).map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              aria-selected={filter === kind}
              className={styles.filter}
              onClick={() => setFilter(kind)}
              data-testid={`promotion-filter-${kind}`}
            >
              {kind === 'all' ? t('all') : t(`kind_${kind}`)}
            </button>
          ))}
        </div>
      )}
      {shown.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </div>
  );
}
