import type { GameCategoryCode } from '@playdeck/contracts/game-constants';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { useTranslation } from '../../../lib/i18n-react';
import { useQuery } from '../../../lib/query';
import { useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { type GameListFilter, gameListQuery } from '../api/get-game-list';
import { hotGamesQuery } from '../api/get-hot-games';
import { useVendorData } from '../api/get-vendor-data';
import { panelKindOf } from '../services/categories';
import { useListLanguage } from '../services/list-language';
import { GameGrid } from './game-grid';
import styles from './popular-panels.module.css';
import { SeeAllCard } from './see-all-card';
import { VendorTile, VendorTileSkeleton } from './vendor-tile';

/** Home shows a preview: 11 games and a "see all" cell fill four rows of three. */
const PREVIEW = 11;
/**
 * Home's games are below its first screen (banner, welcome, notices come first, and the banner is
 * the largest paint): their images wait until they near the screen, leaving the network to it.
 */
const FIRST_ROW = 0;

/**
 * The active category's panel on home. Home draws it below its first screen, and its code (the
 * grids, the tiles, the play sheet) is asked for once the page has loaded (popular-games.tsx).
 */
export default function PopularPanel({ category }: { category: GameCategoryCode }) {
  const kind = panelKindOf(category);
  if (kind === 'hot') return <HotPanel />;
  return kind === 'tiles' ? <TilesPanel category={category} /> : <ListPanel category={category} />;
}

/** Spec 2 Home: HOT shows a grid of hot games. */
function HotPanel() {
  const language = useListLanguage();
  const query = useQuery(hotGamesQuery(undefined, language));
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const games = query.data ?? [];
  if (query.isSuccess && games.length === 0) return <NoData />;
  return (
    <GameGrid
      testId="popular-grid"
      eager={FIRST_ROW}
      games={games.slice(0, PREVIEW)}
      skeletons={query.isPending ? PREVIEW + 1 : 0}
      trailing={query.isSuccess && <SeeAllCard to="/m/gameList?gameType=HOT" total={games.length} />}
    />
  );
}

/**
 * Spec 2 Home: RNG, PVP, LIVE and FISH show a game list (only the active tab's is loaded);
 * INHOUSE the RNG list of the in-house vendor. The first page is the list screen's own, so
 * "see all" opens with it already there.
 */
function ListPanel({ category }: { category: GameCategoryCode }) {
  const language = useListLanguage();
  const inhouse = category === 'INHOUSE';
  const filter: GameListFilter = inhouse ? { gameType: 'RNG', vendor: 'INHOUSE' } : { gameType: category };
  const query = useInfiniteQuery(gameListQuery(filter, language));
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const first = query.data?.pages[0];
  const games = first?.games ?? [];
  if (first && games.length === 0) return <NoData />;
  const more = (first?.total ?? 0) > PREVIEW;
  return (
    <GameGrid
      testId="popular-grid"
      eager={FIRST_ROW}
      games={games.slice(0, PREVIEW)}
      skeletons={query.isPending ? PREVIEW + 1 : 0}
      trailing={first && more && <SeeAllCard to={`/m/gameList?gameType=${category}`} total={first.total} />}
    />
  );
}

/** Spec 2 Home: the other categories show their vendors' tiles. */
function TilesPanel({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation('games');
  const { data, isPending, isError, error, refetch } = useVendorData();
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (isPending)
    return (
      <div className={styles.tiles}>
        <VendorTileSkeleton />
        <VendorTileSkeleton />
      </div>
    );
  const vendors = data.mapping[category] ?? [];
  if (vendors.length === 0) return <NoData text={t('no_vendors')} />;
  return (
    <div className={styles.tiles} data-testid="vendor-tiles">
      {vendors.map((vendor) => (
        <VendorTile key={`${vendor.gameCategory}-${vendor.vassalage}`} vendor={vendor} />
      ))}
    </div>
  );
}
