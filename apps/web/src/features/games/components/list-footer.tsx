import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './list-footer.module.css';

/** Under a paged list: the next page on its way, or the end of the list. */
export function ListFooter({
  loadingMore,
  hasMore,
  endText,
}: {
  loadingMore: boolean;
  hasMore: boolean;
  endText: string;
}) {
  const { t } = useTranslation('games');
  if (loadingMore || hasMore)
    return (
      <div className={styles.footer} data-testid="list-loading-more">
        <Spinner size={20} />
        <span>{t('loading_more')}</span>
      </div>
    );
  return (
    <div className={styles.footer} data-testid="list-end">
      <span className={styles.rule} />
      <span>{endText}</span>
      <span className={styles.rule} />
    </div>
  );
}
