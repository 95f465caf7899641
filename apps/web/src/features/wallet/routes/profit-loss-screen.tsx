import { useState } from 'react';
import { Skeleton } from '../../../components/money/skeleton';
import styles from '../../../components/money/wallet-page.module.css';
import { LoadError } from '../../../components/ui/load-error';
import { type PeriodChoice, PeriodPicker, periodChoice, rangeOfChoice } from '../../../components/ui/period-picker';
import ui from '../../../components/ui/surface.module.css';
import { DEFAULT_RECORD_PERIOD } from '../../../lib/periods';
import { useProfitLoss } from '../api/get-profit-loss';
import { ProfitLossSums } from '../components/profit-loss-sums';

/** /m/profitandloss (spec 2, PERSREP): personal profit and loss over a period. */
export default function ProfitLoss() {
  const [period, setPeriod] = useState<PeriodChoice>(() => periodChoice(DEFAULT_RECORD_PERIOD));
  const range = rangeOfChoice(period);
  const sums = useProfitLoss(range);
  return (
    <div className={ui.page} data-testid="pnl-screen">
      <section className={`${ui.card} ${styles.card}`}>
        <PeriodPicker value={period} onChange={setPeriod} testId="pnl-period" />
      </section>
      {sums.data ? (
        <ProfitLossSums sums={sums.data} stale={sums.isPlaceholderData || sums.isFetching} />
      ) : sums.isError ? (
        <LoadError error={sums.error} onRetry={() => void sums.refetch()} />
      ) : (
        range && (
          <>
            <Skeleton height={118} radius={22} />
            <Skeleton height={240} radius={18} />
          </>
        )
      )}
    </div>
  );
}
