import { useEffect, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n-react';
import { GameIcon } from './game-icon';
import styles from './search-bar.module.css';

interface SearchBarProps {
  value: string;
  onSearch(name: string): void;
  onOpenFilter(): void;
  /** How many panel filters are on (a badge on the filter button). */
  activeFilters: number;
}

/** Spec 2 game list: the search box (Enter searches and starts again at page 1) and the filter button. */
export function SearchBar({ value, onSearch, onOpenFilter, activeFilters }: SearchBarProps) {
  const { t } = useTranslation('games');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  return (
    <div className={styles.bar}>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
          // Closes the phone's keyboard so the results are in view.
          (document.activeElement as HTMLElement | null)?.blur();
        }}
      >
        <Icon name="search" size={18} />
        <input
          type="search"
          enterKeyHint="search"
          value={text}
          maxLength={60}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search_placeholder')}
          aria-label={t('search_placeholder')}
          data-testid="game-search"
        />
        {text && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('search_clear')}
            data-testid="game-search-clear"
            onClick={() => {
              setText('');
              if (value) onSearch('');
            }}
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </form>
      <button
        type="button"
        className={styles.filter}
        onClick={onOpenFilter}
        aria-label={t('filter_title')}
        data-testid="game-filter-open"
      >
        <GameIcon name="sliders" size={20} />
        {activeFilters > 0 && (
          <span className={styles.badge} data-testid="game-filter-count">
            {activeFilters}
          </span>
        )}
      </button>
    </div>
  );
}
