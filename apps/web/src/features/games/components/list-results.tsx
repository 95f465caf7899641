import type { GameItem } from '@playdeck/contracts';
import type { GameCategoryCode } from '@playdeck/contracts/game-constants';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { type UseQueryResult, useQuery } from '../../../lib/query';
import { useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { useSession } from '../../../lib/session';
import { useFavouriteIdList } from '../api/get-favourite-ids';
import { favouritesQuery } from '../api/get-favourites';
import { type GameListFilter, gameListQuery } from '../api/get-game-list';
import { hotGamesQuery } from '../api/get-hot-games';
import { recentGamesQuery } from '../api/get-recent-games';
import { useFirstPageOnLeave } from '../hooks/use-first-page-on-leave';
import { useListLanguage } from '../services/list-language';
import { joinPages, PagedList, pagingOf } from './paged-list';

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
      {...pagingOf(query)}
      empty={filter.gameName ? t('empty_search', { name: filter.gameName }) : t('empty_games')}
      counted
    />
  );
}

/** INHOUSE is a view, not a server category: its games are filed under RNG on the server. */
const serverCategory = (category: GameCategoryCode) => (category === 'INHOUSE' ? 'RNG' : category);

/** Whether a game belongs in the category's view (the INHOUSE view keeps RNG's in-house games). */
const inView = (category: GameCategoryCode, game: GameItem) => category !== 'INHOUSE' || game.vassalage === 'INHOUSE';

/**
 * The favourites tab. Spec 4: favourite state follows the id list, so a card whose favourite
 * is removed here disappears at once.
 */
export function FavouriteResults({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation('games');
  const session = useSession();
  const language = useListLanguage();
  const ids = useFavouriteIdList();
  const options = favouritesQuery(session?.token ?? '', serverCategory(category), language);
  const query = useInfiniteQuery({ ...options, enabled: Boolean(session) });
  useFirstPageOnLeave(options.queryKey);
  const games = useMemo(
    () =>
      joinPages((query.data?.pages ?? []).map((p) => p.content)).filter(
        (game) => (!ids || ids.includes(game.nodeId)) && inView(category, game),
      ),
    [query.data, ids, category],
  );
  return <PagedList games={games} total={null} {...pagingOf(query)} empty={t('empty_favourites')} />;
}

/** A list that comes in one answer (hot, recent), kept to the category's view. */
function SingleList({
  query,
  category,
  empty,
}: {
  query: UseQueryResult<GameItem[]>;
  category: GameCategoryCode;
  empty: string;
}) {
  return (
    <PagedList
      games={(query.data ?? []).filter((game) => inView(category, game))}
      total={null}
      pending={query.isPending}
      error={query.error}
      retry={() => void query.refetch()}
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
  const query = useQuery(hotGamesQuery(serverCategory(category), language));
  return <SingleList query={query} category={category} empty={t('empty_hot')} />;
}

/** The recent tab: the last 25 games played (spec 9), newest first. */
export function RecentResults({ category }: { category: GameCategoryCode }) {
  const { t } = useTranslation('games');
  const session = useSession();
  const language = useListLanguage();
  const query = useQuery({
    ...recentGamesQuery(session?.token ?? '', serverCategory(category), language),
    enabled: Boolean(session),
  });
  return <SingleList query={query} category={category} empty={t('empty_recent')} />;
}
