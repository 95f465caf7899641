import type { GameCategoryCode } from '@playdeck/contracts/game-constants';
import { useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { useTranslation } from '../../../lib/i18n-react';
import { lazyAfterLoad } from '../../../lib/lazy-after-load';
import { Link } from '../../../lib/router';
import { useGameMenus } from '../api/get-game-menus';
import { CategoryMenu, CategoryMenuSkeleton } from './category-menu';
import { CategoryIcon } from './game-icon';
import styles from './popular-games.module.css';

/** Below home's first screen: drawn by the server, its code asked for once the page has loaded. */
const PopularPanel = lazyAfterLoad(() => import('./popular-panels'));

/** The category chosen last, kept while the app is open (coming back from a list restores it). */
let lastCategory: GameCategoryCode | null = null;

/**
 * Spec 2 Home, popular games view: a horizontal category menu (the merchant's categories in the
 * spec's order) and the active category's panel. Lists reload on a language change (200 ms).
 */
export default function PopularGames() {
  const { t } = useTranslation('games');
  const menus = useGameMenus();
  const [chosen, setChosen] = useState(lastCategory);

  if (menus.isError) return <LoadError error={menus.error} onRetry={() => void menus.refetch()} />;
  const categories: GameCategoryCode[] = (menus.data ?? [])
    .map((menu) => menu.gameCategory)
    .filter((c) => c !== 'ELOTT');
  const active = chosen && categories.includes(chosen) ? chosen : (categories[0] ?? 'HOT');
  const select = (category: GameCategoryCode) => {
    lastCategory = category;
    setChosen(category);
  };

  return (
    <section className={styles.popular} aria-labelledby="popular-games-title" data-testid="popular-games">
      <header className={styles.head}>
        <h2 id="popular-games-title">{t('popular_title')}</h2>
        <Link to="/m/gameCenter" className={styles.centre} data-testid="popular-game-centre">
          {t('game_centre_link')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </header>
      {menus.isPending ? (
        <CategoryMenuSkeleton />
      ) : (
        <CategoryMenu categories={categories} active={active} onSelect={select} />
      )}
      {!menus.isPending && (
        <div className={styles.panel} role="tabpanel" data-testid={`popular-panel-${active}`}>
          <h3 className={styles.panelTitle}>
            <CategoryIcon category={active} size={18} />
            {t(`category_${active}`, { defaultValue: active })}
          </h3>
          <PopularPanel category={active} placeholderClassName={styles.panelPlaceholder} />
        </div>
      )}
    </section>
  );
}
