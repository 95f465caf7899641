import type { GameCategoryCode } from '@playdeck/contracts/game-constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoad } from '../../../lib/after-load';
import { useTranslation } from '../../../lib/i18n-react';
import { useLocation, useNavigate } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import type { GameListFilter } from '../api/get-game-list';
import { useVendorData } from '../api/get-vendor-data';
import { useClassifications } from '../hooks/use-classifications';
import { type ListTab, useListParams } from '../hooks/use-list-params';
import { filterRulesOf } from '../services/categories';
import { loginPath } from '../services/launch-target';
import { ClassifyChips } from './classify-chips';
import { CategoryIcon } from './game-icon';
import styles from './game-list.module.css';
import { AllGamesResults, FavouriteResults, HotResults, RecentResults } from './list-results';
import { ListTabs } from './list-tabs';
import { SearchBar } from './search-bar';
import { VendorStrip, VendorStripSkeleton } from './vendor-strip';

/** The filter panel opens on a tap: its code (and the sheet's) comes after the page (issue 16). */
const loadFilterPanel = () => import('./filter-panel');
const FilterPanel = lazy(() => loadFilterPanel().then((module) => ({ default: module.FilterPanel })));

/**
 * Spec 2 game list of one category: search, the all / hot / favourites / recent tabs, the
 * vendor strip and classifications (all tab), the filter panel, and the paged results.
 */
export function GameList({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation('games');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, update] = useListParams();
  const [filterOpen, setFilterOpen] = useState(false);
  useEffect(() => {
    void afterLoad().then(loadFilterPanel);
  }, []);
  const rules = filterRulesOf(category);
  const hot = category === 'HOT';
  // The hot "category" is one list across categories: no tabs, search or filters (the API has none for it).
  const tab: ListTab = hot ? 'hot' : params.tab;
  const vendorData = useVendorData();
  const vendors = rules.vendors ? (vendorData.data?.mapping[category] ?? []) : [];
  const classifications = useClassifications(category, params.vendor, rules.classifications && tab === 'all');

  // Spec 5: filters only where they apply (classification not for FISH, minimum bet only RNG).
  const filter: GameListFilter = {
    gameType: category,
    vendor: rules.vendors ? params.vendor || undefined : undefined,
    classify: rules.classifications ? params.classify || undefined : undefined,
    minBet: rules.minBet ? params.minBet || undefined : undefined,
    gameName: params.gameName || undefined,
  };
  const activeFilters = [filter.vendor, filter.classify, filter.minBet].filter(Boolean).length;

  const changeTab = (next: ListTab) => {
    // Spec 5: the favourites and recent views need a session, else /m/login.
    if ((next === 'fav' || next === 'recent') && !session) {
      navigate(loginPath({ pathname: location.pathname, search: `?gameType=${category}&tab=${next}` }));
      return;
    }
    update({ tab: next });
  };

  return (
    <div className={styles.list} data-testid="game-list" data-category={category}>
      <header className={styles.hero}>
        <span className={styles.heroIcon}>
          <CategoryIcon category={category} size={22} />
        </span>
        <h2 data-testid="game-list-title">{t(`category_${category}`, { defaultValue: category })}</h2>
      </header>
      {!hot && (
        <SearchBar
          value={params.gameName}
          activeFilters={activeFilters}
          // Spec 2: Enter searches from page 1 (a new filter is a new list); searching is over all games.
          onSearch={(gameName) => update({ gameName, tab: 'all' })}
          onOpenFilter={() => setFilterOpen(true)}
        />
      )}
      {!hot && <ListTabs value={tab} onChange={changeTab} />}
      {tab === 'all' && rules.vendors && vendorData.isPending && <VendorStripSkeleton />}
      {tab === 'all' && vendors.length > 1 && (
        <VendorStrip vendors={vendors} value={params.vendor} onChange={(vendor) => update({ vendor, classify: '' })} />
      )}
      {tab === 'all' && rules.classifications && (
        <ClassifyChips
          classifications={classifications}
          withNew={rules.newGames}
          value={params.classify}
          onChange={(classify) => update({ classify })}
        />
      )}
      {tab === 'all' && <AllGamesResults filter={filter} />}
      {tab === 'hot' && <HotResults category={category} />}
      {tab === 'fav' && <FavouriteResults category={category} />}
      {tab === 'recent' && <RecentResults category={category} />}
      {filterOpen && (
        <Suspense fallback={null}>
          <FilterPanel
            category={category}
            current={{ vendor: params.vendor, classify: params.classify, minBet: params.minBet }}
            classifications={classifications}
            onClose={() => setFilterOpen(false)}
            onApply={(chosen) => {
              setFilterOpen(false);
              update({ ...chosen, tab: 'all' });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
