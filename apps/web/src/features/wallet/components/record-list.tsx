import { type ReactNode, useEffect, useRef } from 'react';
import { SkeletonRows } from '../../../components/money/skeleton';
import { NoData } from '../../../components/ui/no-data';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { useWalletError } from '../../../lib/money/use-wallet-error';
import type { InfiniteData } from '../../../lib/query';
import type { UseInfiniteQueryResult } from '../../../lib/query/use-infinite-query';
import type { CursorPage } from '../api/types';
import styles from './record-list.module.css';

/** Spec 9: load more within 500 px of the bottom, at most once a second. */
const LOAD_MARGIN_PX = 500;
const LOAD_THROTTLE_MS = 1000;

export interface RecordListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<CursorPage<T>>>;
  keyOf(item: T): number | string;
  renderItem(item: T): ReactNode;
  emptyText?: string;
  testId?: string;
}

/**
 * A record list read page by page from its cursor: skeleton rows first, the no-data placeholder
 * when empty (spec 2 Other), the next page as the end comes near, the error with a retry.
 */
export function RecordList<T>({ query, keyOf, renderItem, emptyText, testId }: RecordListProps<T>) {
  const { t } = useTranslation('wallet');
  const errorText = useWalletError();
  const sentinel = useRef<HTMLDivElement>(null);
  const lastLoad = useRef(0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // The sentinel under the list asks for the next page as it comes within reach; a new
  // observer after each page keeps loading while the sentinel stays in reach (short pages).
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        clearTimeout(timer);
        const wait = Math.max(0, lastLoad.current + LOAD_THROTTLE_MS - Date.now());
        timer = setTimeout(() => {
          lastLoad.current = Date.now();
          void fetchNextPage();
        }, wait);
      },
      { rootMargin: `0px 0px ${LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <SkeletonRows />;
  if (query.isError && !query.data) {
    return (
      <div className={styles.error} data-testid={testId ? `${testId}-error` : undefined}>
        <span>{errorText(query.error)}</span>
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {t('common:retry')}
        </button>
      </div>
    );
  }
  const items = query.data?.pages.flatMap((page) => page.content) ?? [];
  if (items.length === 0) return <NoData text={emptyText} />;

  return (
    <>
      <ul className={styles.list} data-testid={testId}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.footer}>
        {isFetchingNextPage && <Spinner size={20} />}
        {!hasNextPage && query.data && query.data.pages.length > 1 && <span>{t('no_more')}</span>}
      </div>
    </>
  );
}
