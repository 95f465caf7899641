import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import ui from '../../../components/ui/surface.module.css';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import { useMoney } from '../../../lib/money/use-money';
import { useRebateIncome } from '../api/rebates';
import styles from '../components/agents.module.css';
import { useCategoryName } from '../components/category-name';
import { initialPeriod, PeriodFilter, rangeOfPeriod } from '../components/period-filter';
import { Loading } from '../components/screen-states';

/** /m/member/agent/agentRebeat (agent rebate income): what each settled day paid, per category, and the total. */
export default function RebateIncomeScreen() {
  const { t } = useTranslation('agents');
  const { format } = useMoney();
  const category = useCategoryName();
  const { timeZone } = useMerchantInfo();
  const [period, setPeriod] = useState(() => initialPeriod(timeZone, '7d'));
  const range = rangeOfPeriod(period, timeZone);
  const income = useRebateIncome(range ? { startDate: range.from, endDate: range.to } : null);
  const data = income.data;
  return (
    <div className={ui.page} data-testid="rebate-income">
      <PeriodFilter value={period} onChange={setPeriod} />
      {income.isError ? (
        <LoadError error={income.error} onRetry={() => void income.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <section className={`${ui.hero} ${styles.lead}`}>
            <span className={styles.leadLabel}>{t('income_total')}</span>
            <span className={styles.leadValue} data-testid="income-total">
              {format(data.total)}
            </span>
          </section>
          {data.list.length === 0 ? (
            <NoData text={t('income_empty')} />
          ) : (
            <div className={`${ui.card} ${ui.list}`} data-testid="income-list">
              {data.list.map((entry) => (
                <div
                  key={`${entry.period}-${entry.category}`}
                  className={`${ui.row} ${styles.row}`}
                  data-testid="income-row"
                >
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle}>
                      <span>{/^\d{4}-\d{2}-\d{2}$/.test(entry.period) ? formatDate(entry.period) : entry.period}</span>
                    </span>
                    <span className={styles.rowMeta}>
                      {category(entry.category)} · {t('fig_valid_bet')} {format(entry.validBet)}
                    </span>
                  </span>
                  <span className={`${styles.rowEnd} ${styles.positive}`}>{format(entry.amount)}</span>
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
