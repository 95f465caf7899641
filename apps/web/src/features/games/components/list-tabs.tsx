import { useTranslation } from '../../../lib/i18n-react';
import type { ListTab } from '../hooks/use-list-params';
import { GameIcon, type GameIconName } from './game-icon';
import styles from './list-tabs.module.css';

const TABS: { tab: ListTab; icon: GameIconName; label: string }[] = [
  { tab: 'all', icon: 'grid', label: 'tab_all' },
  { tab: 'hot', icon: 'HOT', label: 'in_hot_games' },
  { tab: 'fav', icon: 'heart', label: 'in_my_favorite' },
  { tab: 'recent', icon: 'clock', label: 'tab_recent' },
];

/** Spec 2 game list: the all tab and the recent, favourites (favorito) and hot (Hot) tabs (spec 9 labels). */
export function ListTabs({ value, onChange }: { value: ListTab; onChange(tab: ListTab): void }) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('list_tabs')} data-testid="list-tabs">
      {TABS.map(({ tab, icon, label }) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          className={styles.tab}
          onClick={() => onChange(tab)}
          data-testid={`list-tab-${tab}`}
        >
          <GameIcon name={icon} size={16} filled={tab === 'fav' && value === tab} />
          <span>{t(label)}</span>
        </button>
      ))}
    </div>
  );
}
