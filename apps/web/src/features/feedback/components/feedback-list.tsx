import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMyFeedback } from '../api/feedback';
import styles from './feedback-list.module.css';

/** The member's feedback, newest first, each with its pictures and the operator's reply. */
export function FeedbackList() {
  const { t } = useTranslation('feedback');
  const feedback = useMyFeedback();
  if (feedback.isPending)
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner size={28} />
      </div>
    );
  if (feedback.isError) return <LoadError error={feedback.error} onRetry={() => void feedback.refetch()} />;
  const items = feedback.data.pages.flatMap((page) => page.content);
  if (items.length === 0) return <NoData text={t('list_empty')} />;
  return (
    <div className={styles.list} data-testid="feedback-list">
      {items.map((item) => (
        <article key={item.id} className={styles.card} data-testid="feedback-item">
          <header className={styles.head}>
            <span className={styles.category}>{t(`category_${item.category}`)}</span>
            <span className={item.reply ? styles.answered : styles.waiting} data-testid="feedback-status">
              {item.reply ? t('status_answered') : t('status_waiting')}
            </span>
          </header>
          <h3 className={styles.title} data-testid="feedback-item-title">
            {item.title}
          </h3>
          <p className={styles.content}>{item.content}</p>
          {item.images.length > 0 && (
            <div className={styles.pictures}>
              {item.images.map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={url}
                    alt={t('picture_alt', { n: index + 1 })}
                    loading="lazy"
                    data-testid="feedback-item-picture"
                  />
                </a>
              ))}
            </div>
          )}
          <time className={styles.date}>{formatDateTime(item.createdAt)}</time>
          {item.reply && (
            <div className={styles.reply} data-testid="feedback-reply">
              <Icon name="headset" size={18} />
              <div>
                <strong>{t('reply_from')}</strong>
                <p>{item.reply}</p>
              </div>
            </div>
          )}
        </article>
      ))}
      {feedback.hasNextPage && (
        <button type="button" className={styles.more} onClick={() => void feedback.fetchNextPage()}>
          {feedback.isFetchingNextPage ? <Spinner size={18} /> : t('more')}
        </button>
      )}
    </div>
  );
}
