import type { GameItem } from '@playdeck/contracts';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { useTranslation } from '../../../lib/i18n-react';
import type { UseInfiniteQueryResult } from '../../../lib/query/use-infinite-query';
import { useLoadMore } from '../hooks/use-load-more';
import { GameGrid } from './game-grid';
import { ListFooter } from './list-footer';
import styles from './paged-list.module.css';

/**
 * A paged list's state from its infinite query. Spec 4: more while the page is below
 * totalPages; none after a failed page.
 */
export function pagingOf<T>(query: UseInfiniteQueryResult<T>) {
  return {
    pending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage && !query.isFetchNextPageError,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** The list's first two rows are on a phone's first screen under its search and tabs. */
const FIRST_SCREEN = 6;

/** Pages joined in order; a game that moved between pages while loading shows once. */
export function joinPages(pages: GameItem[][]): GameItem[] {
  const seen = new Set<number>();
  return pages.flat().filter((game) => !seen.has(game.nodeId) && seen.add(game.nodeId));
}

export interface PagedListProps {
  games: GameItem[];
  total: number | null;
  pending: boolean;
  error: unknown;
  retry(): void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  empty: string;
  /** The list says how many games it has (the all tab). */
  counted?: boolean;
}

/** Spec 4 game list paging: load more near the bottom (spec 9), an empty state, the end. */
export function PagedList(props: PagedListProps) {
  const { games, total, pending, error, retry, hasMore, loadingMore, loadMore, empty, counted = false } = props;
  const { t } = useTranslation('games');
  useLoadMore({ enabled: hasMore, loading: loadingMore || pending, loadMore, itemCount: games.length });
  if (error && games.length === 0) return <LoadError error={error} onRetry={retry} />;
  if (!pending && games.length === 0) return <NoData text={empty} />;
  return (
    <div className={styles.results}>
      {(total !== null || (pending && counted)) && (
        // Kept while the first page loads, so the grid does not move down when the count arrives.
        <p className={styles.count} data-testid={total === null ? undefined : 'list-count'}>
          {total === null ? '\u00a0' : t('games_count', { count: total })}
        </p>
      )}
      <GameGrid testId="game-grid" eager={FIRST_SCREEN} games={games} skeletons={pending ? 12 : loadingMore ? 3 : 0} />
      {!pending && (
        <ListFooter loadingMore={loadingMore} hasMore={hasMore} endText={t('list_end', { count: games.length })} />
      )}
    </div>
  );
}
