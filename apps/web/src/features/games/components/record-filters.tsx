import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../api/get-game-menus';
import { RANGE_PRESETS, type RangePreset } from '../services/record-range';
import styles from './record-filters.module.css';

export interface RecordFilterState {
  preset: RangePreset | 'custom';
  from: string;
  to: string;
  category: string;
}

interface RecordFiltersProps {
  value: RecordFilterState;
  today: string;
  onPreset(preset: RangePreset): void;
  onDates(from: string, to: string): void;
  onCategory(category: string): void;
}

/** The betting record's filters: a date range (presets or two dates) and the game category. */
export function RecordFilters({ value, today, onPreset, onDates, onCategory }: RecordFiltersProps) {
  const { t } = useTranslation('games');
  const menus = useGameMenus();
  // Bets are filed under the game's own category (HOT and INHOUSE are views, not categories).
  const categories = (menus.data ?? [])
    .map((menu) => menu.gameCategory)
    .filter((category) => category !== 'HOT' && category !== 'INHOUSE');
  return (
    <div className={styles.filters}>
      <fieldset className={styles.chips} aria-label={t('record_range')}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={value.preset === preset}
            className={styles.chip}
            onClick={() => onPreset(preset)}
            data-testid={`record-range-${preset}`}
          >
            {t(`record_range_${preset}`)}
          </button>
        ))}
      </fieldset>
      <div className={styles.dates}>
        <label>
          <span>{t('record_from')}</span>
          <input
            type="date"
            value={value.from}
            max={value.to}
            onChange={(event) => event.target.value && onDates(event.target.value, value.to)}
            data-testid="record-from"
          />
        </label>
        <label>
          <span>{t('record_to')}</span>
          <input
            type="date"
            value={value.to}
            min={value.from}
            max={today}
            onChange={(event) => event.target.value && onDates(value.from, event.target.value)}
            data-testid="record-to"
          />
        </label>
      </div>
      <fieldset className={styles.chips} aria-label={t('categories')}>
        {['', ...categories].map((category) => (
          <button
            key={category || 'all'}
            type="button"
            aria-pressed={value.category === category}
            className={styles.chip}
            onClick={() => onCategory(category)}
            data-testid={`record-category-${category || 'all'}`}
          >
            {category ? t(`category_${category}`, { defaultValue: category }) : t('classify_all')}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
