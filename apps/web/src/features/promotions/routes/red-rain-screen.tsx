import { useCallback } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { useServerClock } from '../../../lib/server-clock';
import { useRedRain } from '../api/red-rain';
import styles from '../components/red-rain.module.css';
import { RedRainCard } from '../components/red-rain-card';

/** /m/redRain (issue 12): the live red envelope rains, each falling now or counted down to. */
export default function RedRainScreen() {
  const { t } = useTranslation('redrain');
  const rains = useRedRain();
  const now = useServerClock(rains.data?.[0]?.now);
  const refetch = rains.refetch;
  const again = useCallback(() => void refetch(), [refetch]);

  if (rains.isPending)
    return (
      <div className={styles.screen} aria-busy="true">
        <div className={styles.loading}>
          <Spinner size={28} />
        </div>
      </div>
    );
  if (rains.isError) return <LoadError error={rains.error} onRetry={again} />;
  return (
    <div className={styles.screen} data-testid="red-rain-screen">
      {rains.data.length === 0 ? (
        <p className={styles.none} data-testid="rain-none">
          {t('none')}
        </p>
      ) : (
        rains.data.map((rain) => <RedRainCard key={rain.promotionId} rain={rain} now={now} onBoundary={again} />)
      )}
    </div>
  );
}
