import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useSelectedInView } from '../hooks/use-selected-in-view';
import styles from './category-menu.module.css';
import { CategoryIcon } from './game-icon';

interface CategoryMenuProps<C extends string> {
  categories: C[];
  active: C;
  onSelect(category: C): void;
}

/** Spec 2 Home: the popular games view's horizontal category menu. */
export function CategoryMenu<C extends string>({ categories, active, onSelect }: CategoryMenuProps<C>) {
  const { t } = useTranslation('games');
  const list = useRef<HTMLDivElement>(null);

  // Keep the chosen category in view (it may be the last, off to the right).
  useSelectedInView(list, '[aria-selected="true"]', active);

  return (
    <div className={styles.menu} role="tablist" aria-label={t('categories')} ref={list} data-testid="category-menu">
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          role="tab"
          aria-selected={category === active}
          className={styles.chip}
          onClick={() => onSelect(category)}
          data-testid={`category-${category}`}
        >
          <span className={styles.icon}>
            <CategoryIcon category={category} size={22} />
          </span>
          <span className={styles.label}>{t(`category_${category}`, { defaultValue: category })}</span>
        </button>
      ))}
    </div>
  );
}

export function CategoryMenuSkeleton() {
  return (
    <div className={styles.menu} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <span key={i} className={`${styles.chip} ${styles.placeholder}`} />
      ))}
    </div>
  );
}
