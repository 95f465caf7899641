import type { GameRecord } from '@playdeck/contracts';
import type { GameCategoryCode } from '@playdeck/contracts/game-constants';
import { useCallback, useMemo, useState } from 'react';
import { ResponsibleGamingLink } from '../../../components/responsible-gaming-link';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { type PeriodChoice, periodChoice, rangeOfChoice } from '../../../components/ui/period-picker';
import { useTranslation } from '../../../lib/i18n-react';
import { DEFAULT_RECORD_PERIOD } from '../../../lib/periods';
import { useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { useSession } from '../../../lib/session';
import { gameRecordsQuery } from '../api/get-game-records';
import { BetDetailSheet } from '../components/bet-detail-sheet';
import { ListFooter } from '../components/list-footer';
import { RecordFilters } from '../components/record-filters';
import { RecordRow } from '../components/record-row';
import { RecordTotals } from '../components/record-totals';
import { useFirstPageOnLeave } from '../hooks/use-first-page-on-leave';
import { useLoadMore } from '../hooks/use-load-more';
import { useListLanguage } from '../services/list-language';
import { serverRange } from '../services/record-range';
import styles from './game-record-screen.module.css';
import screen from './screens.module.css';

/**
 * /m/gameRecord (spec 2 route table, betting record): the member's bets with game, vendor,
 * round, stake, win, time and status; by period and category, a page at a time. A row opens
 * the bet's detail sheet.
 */
export default function GameRecordScreen() {
  const { t } = useTranslation('games');
  const session = useSession();
  const language = useListLanguage();
  const [period, setPeriod] = useState<PeriodChoice>(() => periodChoice(DEFAULT_RECORD_PERIOD));
  const [category, setCategory] = useState<GameCategoryCode | ''>('');
  const [opened, setOpened] = useState<GameRecord | null>(null);
  const closeDetail = useCallback(() => setOpened(null), []);
  const days = rangeOfChoice(period);
  const from = days?.from ?? '';
  const to = days?.to ?? '';
  const range = useMemo(() => serverRange({ from, to }), [from, to]);
  const options = gameRecordsQuery(
    session?.token ?? '',
    { from: range.from, to: range.to, gameCategory: category || undefined },
    language,
  );
  const query = useInfiniteQuery({ ...options, enabled: Boolean(session) && days !== null });
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

  return (
    <div className={screen.screen} data-testid="game-record">
      <RecordFilters period={period} category={category} onPeriod={setPeriod} onCategory={setCategory} />
      {days === null ? null : query.isError && records.length === 0 ? (
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
              <RecordRow key={record.id} record={record} onOpen={() => setOpened(record)} />
            ))}
          </ul>
          <ListFooter loadingMore={query.isFetchingNextPage} hasMore={hasMore} endText={t('record_end')} />
        </>
      )}
      <ResponsibleGamingLink />
      {opened && <BetDetailSheet record={opened} onClose={closeDetail} />}
    </div>
  );
}
