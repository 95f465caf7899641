import type { GameCategoryCode } from '@playdeck/contracts/game-constants';
import { type PeriodChoice, PeriodPicker } from '../../../components/ui/period-picker';
import { useTranslation } from '../../../lib/i18n-react';
import { useGameMenus } from '../api/get-game-menus';
import { FilterChips } from './filter-chips';
import styles from './record-filters.module.css';

interface RecordFiltersProps {
  period: PeriodChoice;
  category: GameCategoryCode | '';
  onPeriod(period: PeriodChoice): void;
  onCategory(category: GameCategoryCode | ''): void;
}

/**
 * The betting record's filters: the period, with the same control and choices as every record
 * screen (issue 8 item 22), and the game category.
 */
export function RecordFilters({ period, category, onPeriod, onCategory }: RecordFiltersProps) {
  const { t } = useTranslation('games');
  const menus = useGameMenus();
  // Bets are filed under the game's own category (HOT and INHOUSE are views, not categories).
  const categories = (menus.data ?? [])
    .map((menu) => menu.gameCategory)
    .filter((value) => value !== 'HOT' && value !== 'INHOUSE');
  return (
    <div className={styles.filters}>
      <section className={styles.card}>
        <PeriodPicker value={period} onChange={onPeriod} testId="record-period" />
      </section>
      <FilterChips
        label={t('categories')}
        options={['', ...categories] as const}
        value={category}
        onChange={onCategory}
        text={(value) => (value ? t(`category_${value}`, { defaultValue: value }) : t('classify_all'))}
        testId={(value) => `record-category-${value || 'all'}`}
      />
    </div>
  );
}
