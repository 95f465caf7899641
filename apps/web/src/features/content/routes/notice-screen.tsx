import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useDisplayZone } from '../../../lib/display-zone';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useNotices } from '../api/get-announcements';
import { ListSkeleton } from '../components/list-skeleton';
import styles from './content-screens.module.css';

/**
 * /m/notice (spec 2: announcement list; footer hidden, back goes home): the operator's player
 * notices in its order, the first open, each opening on a tap.
 */
export default function NoticeScreen() {
  const { t } = useTranslation('content');
  const notices = useNotices();
  const zone = useDisplayZone();
  if (notices.isPending) return <ListSkeleton testId="notice-loading" />;
  if (notices.isError) return <LoadError error={notices.error} onRetry={() => void notices.refetch()} />;
  if (notices.data.length === 0) return <NoData text={t('notice_empty')} />;
  return (
    <div className={styles.list} data-testid="notice-list">
      {notices.data.map((notice, index) => (
        <details key={notice.id} className={styles.card} open={index === 0} data-testid="notice-item">
          <summary className={styles.summary}>
            <span className={styles.badge} aria-hidden="true">
              <Icon name="document" size={18} />
            </span>
            <span className={styles.heading}>
              <span className={styles.title} data-testid="notice-title">
                {notice.title}
              </span>
              <span className={styles.date}>{formatDate(notice.createdAt, zone)}</span>
            </span>
            <Icon name="chevronDown" size={18} className={styles.chevron} />
          </summary>
          <SafeHtml html={notice.content} className={styles.body} testId="notice-content" />
        </details>
      ))}
    </div>
  );
}
