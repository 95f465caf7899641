import type { MemberMessage } from '@playdeck/contracts';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useDeleteMessage, useMessages, useReadAllMessages, useReadMessage, useUnreadCount } from '../api/messages';
import styles from './messages-screen.module.css';

/** /m/webEmail (spec 2 message centre): the member's messages, read by opening, deleted one by one. */
export default function MessagesScreen() {
  const { t } = useTranslation('messages');
  const messages = useMessages();
  const unread = useUnreadCount().data ?? 0;
  const readAll = useReadAllMessages();

  if (messages.isPending)
    return (
      <div className={styles.state} aria-busy="true" data-testid="messages-loading">
        <Spinner size={28} />
      </div>
    );
  if (messages.isError) return <LoadError error={messages.error} onRetry={() => void messages.refetch()} />;
  const items = messages.data.pages.flatMap((page) => page.content);
  if (items.length === 0) return <NoData text={t('empty')} />;

  return (
    <div className={styles.screen} data-testid="messages">
      <div className={styles.bar}>
        <span data-testid="messages-unread">{t('unread', { count: unread })}</span>
        <button
          type="button"
          className={styles.readAll}
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
          data-testid="messages-read-all"
        >
          <Icon name="check" size={16} />
          {t('read_all')}
        </button>
      </div>
      {items.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
      {messages.hasNextPage && (
        <button
          type="button"
          className={styles.more}
          disabled={messages.isFetchingNextPage}
          onClick={() => void messages.fetchNextPage()}
          data-testid="messages-more"
        >
          {messages.isFetchingNextPage ? <Spinner size={18} /> : t('more')}
        </button>
      )}
    </div>
  );
}

function MessageCard({ message }: { message: MemberMessage }) {
  const { t } = useTranslation('messages');
  const read = useReadMessage();
  const remove = useDeleteMessage();
  return (
    <details
      className={styles.card}
      data-testid="message-item"
      data-read={message.read}
      onToggle={(event) => {
        if (event.currentTarget.open && !message.read) read.mutate(message.id);
      }}
    >
      <summary className={styles.summary}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="document" size={18} />
          {!message.read && <span className={styles.dot} data-testid="message-unread-dot" />}
        </span>
        <span className={styles.heading}>
          <span
            className={message.read ? styles.title : `${styles.title} ${styles.unread}`}
            data-testid="message-title"
          >
            {message.title}
          </span>
          <span className={styles.date}>{formatDateTime(message.createdAt)}</span>
        </span>
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </summary>
      <div className={styles.body}>
        <SafeHtml html={message.content} testId="message-content" />
        <button
          type="button"
          className={styles.delete}
          onClick={() => remove.mutate(message.id)}
          data-testid="message-delete"
        >
          {t('delete')}
        </button>
      </div>
    </details>
  );
}
