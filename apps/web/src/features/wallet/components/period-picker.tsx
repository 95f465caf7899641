import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { currentLocale } from '../../../lib/i18n';
import { type DateRange, isValidRange, localDate, PERIOD_KEYS, type PeriodKey, rangeOf } from '../services/periods';
import styles from './period-picker.module.css';

export interface PeriodChoice {
  key: PeriodKey;
  /** The custom range's ends, kept while another period is picked. */
  custom: DateRange;
}

export const periodChoice = (key: PeriodKey): PeriodChoice => {
  const week = rangeOf('7d');
  return { key, custom: week };
};

/** The range a choice stands for; null while a custom range is incomplete or reversed. */
export function rangeOfChoice(choice: PeriodChoice): DateRange | null {
  if (choice.key !== 'custom') return rangeOf(choice.key);
  return isValidRange(choice.custom) ? choice.custom : null;
}

const dayFormat = () => new Intl.DateTimeFormat(currentLocale(), { month: 'short', day: 'numeric', year: 'numeric' });
const asDate = (day: string) => new Date(`${day}T00:00:00`);

/** Today, 7 days, 30 days or a custom range of calendar days (the player's own calendar). */
export function PeriodPicker({
  value,
  onChange,
  testId = 'period',
}: {
  value: PeriodChoice;
  onChange(choice: PeriodChoice): void;
  testId?: string;
}) {
  const { t } = useTranslation('wallet');
  const range = rangeOfChoice(value);
  const today = localDate(new Date());
  return (
    <div className={styles.picker}>
      <div className={styles.tabs}>
        <SegmentedTabs
          label={t('period')}
          tabs={PERIOD_KEYS.map((key) => ({ value: key, label: t(`period_${key}`) }))}
          value={value.key}
          onChange={(key) => onChange({ ...value, key })}
          testId={testId}
        />
      </div>
      {value.key === 'custom' && (
        <div className={styles.dates}>
          <label className={styles.date}>
            {t('date_from')}
            <input
              type="date"
              value={value.custom.from}
              max={today}
              onChange={(event) => onChange({ ...value, custom: { ...value.custom, from: event.target.value } })}
              data-testid={`${testId}-from`}
            />
          </label>
          <label className={styles.date}>
            {t('date_to')}
            <input
              type="date"
              value={value.custom.to}
              max={today}
              onChange={(event) => onChange({ ...value, custom: { ...value.custom, to: event.target.value } })}
              data-testid={`${testId}-to`}
            />
          </label>
        </div>
      )}
      {range ? (
        <p className={styles.range} data-testid={`${testId}-range`}>
          {range.from === range.to
            ? dayFormat().format(asDate(range.from))
            : dayFormat().formatRange(asDate(range.from), asDate(range.to))}
        </p>
      ) : (
        <p className={styles.invalid} role="alert">
          {t('date_range_invalid')}
        </p>
      )}
    </div>
  );
}
