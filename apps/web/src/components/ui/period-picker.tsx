import { formatDateRange } from '../../lib/format';
import { useTranslation } from '../../lib/i18n-react';
import { type DateRange, isValidRange, localDate, PERIOD_KEYS, type PeriodKey, rangeOf } from '../../lib/periods';
import { DateField } from './date-field';
import styles from './period-picker.module.css';
import { SegmentedTabs } from './segmented-tabs';

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

/**
 * Today, 7 days, 30 days or a custom range of calendar days (the player's own calendar): the one
 * period control of every record screen, its days written as the rows write them (lib/format).
 */
export function PeriodPicker({
  value,
  onChange,
  testId = 'period',
}: {
  value: PeriodChoice;
  onChange(choice: PeriodChoice): void;
  testId?: string;
}) {
  const { t } = useTranslation();
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
          <DateField
            label={t('date_from')}
            value={value.custom.from}
            max={today}
            onChange={(from) => onChange({ ...value, custom: { ...value.custom, from } })}
            testId={`${testId}-from`}
          />
          <DateField
            label={t('date_to')}
            value={value.custom.to}
            max={today}
            onChange={(to) => onChange({ ...value, custom: { ...value.custom, to } })}
            testId={`${testId}-to`}
          />
        </div>
      )}
      {range ? (
        <p className={styles.range} data-testid={`${testId}-range`}>
          {formatDateRange(range.from, range.to)}
        </p>
      ) : (
        <p className={styles.invalid} role="alert">
          {t('date_range_invalid')}
        </p>
      )}
    </div>
  );
}
