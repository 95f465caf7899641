import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { NoData } from '../../../components/ui/no-data';
import { useSession } from '../../../lib/session';
import { gameRecordsQuery } from '../api/get-game-records';
import { ListFooter } from '../components/list-footer';
import { LoadError } from '../components/load-error';
import { type RecordFilterState, RecordFilters } from '../components/record-filters';
import { RecordRow } from '../components/record-row';
import { RecordTotals } from '../components/record-totals';
import { useFirstPageOnLeave } from '../hooks/use-first-page-on-leave';
import { useLoadMore } from '../hooks/use-load-more';
import { loginPath } from '../services/launch-target';
import { useListLanguage } from '../services/list-language';
import { localDate, presetRange, serverRange } from '../services/record-range';
import styles from './game-record-screen.module.css';
import screen from './screens.module.css';

/**
 * /m/gameRecord (spec 2 route table, betting record): the member's bets with game, vendor,
 * round, stake, win, time and status; by date range and category, a page at a time.
 */
export default function GameRecordScreen() {
  const { t } = useTranslation('games');
  const session = useSession();
  const location = useLocation();
  const language = useListLanguage();
  const today = localDate(new Date());
  const [filter, setFilter] = useState<RecordFilterState>(() => ({
    preset: 'week',
    ...presetRange('week'),
    category: '',
  }));
  const range = useMemo(() => serverRange(filter), [filter]);
  const options = gameRecordsQuery(
    session?.token ?? '',
    { from: range.from, to: range.to, gameCategory: filter.category },
    language,
  );
  const query = useInfiniteQuery({ ...options, enabled: Boolean(session) });
  useFirstPageOnLeave(options.queryKey);
  const records = useMemo(
    () => (query.data?.pages ?? []).flatMap((page) => page.content).filter((record) => range.inRange(record.openedAt)),
    [query.data, range],
  );
  const hasMore = query.hasNextPage && !query.isFetchNextPageError;
  useLoadMore({
    enabled: hasMore,
    loading: query.isFetching,
    loadMore: () => void query.fetchNextPage(),
    itemCount: records.length,
  });

  // Spec 6: the betting record is a member's; a visitor logs in first.
  if (!session) return <Navigate to={loginPath(location)} replace />;

  return (
    <div className={screen.screen} data-testid="game-record">
      <RecordFilters
        value={filter}
        today={today}
        onPreset={(preset) => setFilter((f) => ({ ...f, preset, ...presetRange(preset) }))}
        onDates={(from, to) => setFilter((f) => ({ ...f, preset: 'custom', from, to }))}
        onCategory={(category) => setFilter((f) => ({ ...f, category }))}
      />
      {query.isError && records.length === 0 ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div className={styles.skeleton} data-testid="record-loading" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <span key={i} />
          ))}
        </div>
      ) : records.length === 0 && !hasMore ? (
        <NoData text={t('record_empty')} />
      ) : (
        <>
          <RecordTotals records={records} complete={!hasMore} />
          <ul className={styles.list} data-testid="record-list">
            {records.map((record) => (
              <RecordRow key={record.id} record={record} />
            ))}
          </ul>
          <ListFooter loadingMore={query.isFetchingNextPage} hasMore={hasMore} endText={t('record_end')} />
        </>
      )}
    </div>
  );
}
