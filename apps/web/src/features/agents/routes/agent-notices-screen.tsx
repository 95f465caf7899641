import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { SafeHtml } from '../../../components/ui/safe-html';
import ui from '../../../components/ui/surface.module.css';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useAgentNotices, useReadAgentNotice } from '../api/notices';
import { AgentFooter } from '../components/agent-footer';
import { AgentIcon } from '../components/agent-icon';
import styles from '../components/agents.module.css';
import notice from '../components/notices.module.css';
import { Loading } from '../components/screen-states';

/**
 * /m/member/notice?types=A (agent footer): the agent announcements, unread ones marked; opening
 * one shows its text and marks it read (the footer's count follows the server's answer).
 */
export default function AgentNoticesScreen() {
  const { t } = useTranslation('agents');
  const notices = useAgentNotices();
  const read = useReadAgentNotice();
  const [openId, setOpenId] = useState<number | null>(null);
  const toggle = (id: number, wasRead: boolean) => {
    setOpenId(openId === id ? null : id);
    if (!wasRead && !read.isPending) read.mutate(id);
  };
  return (
    <div className={styles.withFooter}>
      <div className={ui.page} data-testid="agent-notices">
        {notices.isError ? (
          <LoadError error={notices.error} onRetry={() => void notices.refetch()} />
        ) : !notices.data ? (
          <Loading />
        ) : notices.data.list.length === 0 ? (
          <NoData text={t('notices_empty')} />
        ) : (
          <div className={`${ui.card} ${ui.list}`}>
            {notices.data.list.map((item) => (
              <div key={item.id} className={notice.item} data-read={item.read || undefined}>
                <button
                  type="button"
                  className={notice.head}
                  aria-expanded={openId === item.id}
                  onClick={() => toggle(item.id, item.read)}
                  data-testid="agent-notice"
                  data-read={item.read ? 'true' : 'false'}
                >
                  <span className={notice.dot} />
                  {!item.read && <span className={notice.hidden}>{t('unread')}</span>}
                  <span className={notice.text}>
                    <span className={notice.title}>{item.title}</span>
                    <span className={notice.date}>{formatDateTime(item.createdAt)}</span>
                  </span>
                  <AgentIcon name="chevronRight" size={16} className={notice.chevron} />
                </button>
                {openId === item.id && (
                  <div className={notice.body} data-testid="agent-notice-body">
                    <SafeHtml html={item.content} />
                  </div>
                )}
              </div>
            ))}
          </div>
        )}
      </div>
      <AgentFooter />
    </div>
  );
}
