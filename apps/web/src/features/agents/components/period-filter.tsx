import { DateField } from '../../../components/ui/date-field';
import { formatDateRange } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMerchantInfo } from '../../../lib/init-settings';
import type { DateRange } from '../../../lib/periods';
import {
  AGENT_PERIODS,
  type AgentPeriod,
  agentRange,
  isUsableRange,
  MAX_RANGE_DAYS,
  merchantToday,
} from '../services/agent-periods';
import styles from './agents.module.css';

export interface PeriodValue {
  period: AgentPeriod;
  /** The custom range's ends, kept while another period is picked. */
  custom: DateRange;
}

/** Days are the merchant's (timeZone from the initial settings), as the server counts them. */
export const initialPeriod = (timeZone: string, period: AgentPeriod = 'today'): PeriodValue => ({
  period,
  custom: agentRange('7d', timeZone),
});

/** The range a choice stands for; null while a custom range is incomplete, reversed or too long. */
export function rangeOfPeriod(value: PeriodValue, timeZone: string): DateRange | null {
  if (value.period !== 'custom') return agentRange(value.period, timeZone);
  return isUsableRange(value.custom) ? value.custom : null;
}

/** Today, yesterday, 7 days, this month or custom: the date filter of every agent screen. */
export function PeriodFilter({ value, onChange }: { value: PeriodValue; onChange(value: PeriodValue): void }) {
  const { t } = useTranslation('agents');
  const { timeZone } = useMerchantInfo();
  const range = rangeOfPeriod(value, timeZone);
  const today = merchantToday(timeZone);
  return (
    <div className={styles.filter}>
      <fieldset className={styles.chips} aria-label={t('period')} data-testid="agent-period">
        {AGENT_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={value.period === period}
            className={styles.chip}
            onClick={() => onChange({ ...value, period })}
            data-testid={`agent-period-${period}`}
          >
            {t(`period_${period}`)}
          </button>
        ))}
      </fieldset>
      {value.period === 'custom' && (
        <div className={styles.dates}>
          <DateField
            label={t('common:date_from')}
            value={value.custom.from}
            max={today}
            onChange={(from) => onChange({ ...value, custom: { ...value.custom, from } })}
            testId="agent-period-from"
          />
          <DateField
            label={t('common:date_to')}
            value={value.custom.to}
            max={today}
            onChange={(to) => onChange({ ...value, custom: { ...value.custom, to } })}
            testId="agent-period-to"
          />
        </div>
      )}
      {range ? (
        <p className={styles.rangeText} data-testid="agent-period-range">
          {formatDateRange(range.from, range.to)}
        </p>
      ) : (
        <p className={styles.rangeInvalid} role="alert">
          {t('range_invalid', { days: MAX_RANGE_DAYS })}
        </p>
      )}
    </div>
  );
}
