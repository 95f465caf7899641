import type { GameCategoryCode } from '@playdeck/contracts/game-constants';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useFavouriteIdList } from '../api/get-favourite-ids';
import { favouritesQuery } from '../api/get-favourites';
import { type GameListFilter, gameListQuery } from '../api/get-game-list';
import { hotGamesQuery } from '../api/get-hot-games';
import { recentGamesQuery } from '../api/get-recent-games';
import { useFirstPageOnLeave } from '../hooks/use-first-page-on-leave';
import { useListLanguage } from '../services/list-language';
import { joinPages, PagedList, type PagedListProps } from './paged-list';

/** The all tab: the category's games with the vendor, classification, minimum-bet and name filters. */
export function AllGamesResults({ filter }: { filter: GameListFilter }) {
  const { t } = useTranslation('games');
  const language = useListLanguage();
  const options = gameListQuery(filter, language);
  const query = useInfiniteQuery(options);
  useFirstPageOnLeave(options.queryKey);
  const games = useMemo(() => joinPages((query.data?.pages ?? []).map((p) => p.games)), [query.data]);
  return (
    <PagedList
      games={games}
      total={query.data?.pages[0]?.total ?? null}
      pending={query.isPending}
      error={query.error}
      retry={() => void query.refetch()}
      // Spec 4: more while the page is below totalPages; none after a failed page.
      hasMore={query.hasNextPage && !query.isFetchNextPageError}
      loadingMore={query.isFetchingNextPage}
      loadMore={() => void query.fetchNextPage()}
      empty={filter.gameName ? t('empty_search', { name: filter.gameName }) : t('empty_games')}
      counted
    />
  );
}

/**
 * The favourites tab. Spec 4: favourite state follows the id list, so a card whose favourite
 * is removed here disappears at once. INHOUSE games are filed under RNG on the server.
 */
export function FavouriteResults({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation('games');
  const session = useSession();
  const language = useListLanguage();
  const ids = useFavouriteIdList();
  const inhouse = category === 'INHOUSE';
  const options = favouritesQuery(session?.token ?? '', inhouse ? 'RNG' : category, language);
  const query = useInfiniteQuery({ ...options, enabled: Boolean(session) });
  useFirstPageOnLeave(options.queryKey);
  const games = useMemo(
    () =>
      joinPages((query.data?.pages ?? []).map((p) => p.content)).filter(
        (game) => (!ids || ids.includes(game.nodeId)) && (!inhouse || game.vassalage === 'INHOUSE'),
      ),
    [query.data, ids, inhouse],
  );
  return (
    <PagedList
      games={games}
      total={null}
      pending={query.isPending}
      error={query.error}
      retry={() => void query.refetch()}
      hasMore={query.hasNextPage && !query.isFetchNextPageError}
      loadingMore={query.isFetchingNextPage}
      loadMore={() => void query.fetchNextPage()}
      empty={t('empty_favourites')}
    />
  );
}

/** A list that comes in one answer (hot, recent). */
function SingleList({
  games,
  pending,
  error,
  retry,
  empty,
}: Omit<PagedListProps, 'total' | 'hasMore' | 'loadingMore' | 'loadMore'>) {
  return (
    <PagedList
      games={games}
      total={null}
      pending={pending}
      error={error}
      retry={retry}
      hasMore={false}
      loadingMore={false}
      loadMore={() => {}}
      empty={empty}
    />
  );
}

/** The hot tab: the category's hot games (spec 7 hot games). */
export function HotResults({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation('games');
  const language = useListLanguage();
  const inhouse = category === 'INHOUSE';
  const query = useQuery(hotGamesQuery(inhouse ? 'RNG' : category, language));
  const games = (query.data ?? []).filter((game) => !inhouse || game.vassalage === 'INHOUSE');
  return (
    <SingleList
      games={games}
      pending={query.isPending}
      error={query.error}
      retry={() => void query.refetch()}
      empty={t('empty_hot')}
    />
  );
}

/** The recent tab: the last 25 games played (spec 9), newest first. */
export function RecentResults({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation('games');
  const session = useSession();
  const language = useListLanguage();
  const inhouse = category === 'INHOUSE';
  const query = useQuery({
    ...recentGamesQuery(session?.token ?? '', inhouse ? 'RNG' : category, language),
    enabled: Boolean(session),
  });
  const games = (query.data ?? []).filter((game) => !inhouse || game.vassalage === 'INHOUSE');
  return (
    <SingleList
      games={games}
      pending={query.isPending}
      error={query.error}
      retry={() => void query.refetch()}
      empty={t('empty_recent')}
    />
  );
}
