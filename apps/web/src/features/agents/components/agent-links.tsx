import ui from '../../../components/ui/surface.module.css';
import { toast } from '../../../components/ui/toast-store';
import { copyText } from '../../../lib/clipboard';
import { useTranslation } from '../../../lib/i18n-react';
import { useAgentLinks } from '../api/team';
import { AgentIcon } from './agent-icon';
import styles from './agent-links.module.css';

/** Spec 3 downline link object: the agent's invitation code and a link per channel, each copied with a tap. */
export function AgentLinks() {
  const { t } = useTranslation('agents');
  const links = useAgentLinks();
  if (!links.data) return null;
  // The plain link's label is a word (translated); the other channels are brand names.
  const label = (link: { channel: string; labelNameEn: string }) =>
    link.channel === 'copy' ? t('channel_link') : link.labelNameEn;
  const copy = async (text: string, done: string) => {
    if (await copyText(text)) toast.success(done, 1200);
    else toast.error(t('copy_failed'));
  };
  return (
    <section className={`${ui.card} ${styles.panel}`} data-testid="agent-links">
      <span className={styles.label}>{t('invite_code')}</span>
      <div className={styles.codeRow}>
        <strong className={styles.code} data-testid="agent-invite-code">
          {links.data.inviteCode}
        </strong>
        <button
          type="button"
          className={styles.copy}
          onClick={() => void copy(links.data.inviteCode, t('code_copied'))}
          data-testid="agent-copy-code"
        >
          <AgentIcon name="copy" size={16} />
          {t('copy')}
        </button>
      </div>
      {links.data.links.length > 0 && <span className={styles.label}>{t('share_links')}</span>}
      {links.data.links.map((link) => (
        <div key={link.channel} className={styles.linkRow} data-testid="agent-link">
          <span className={styles.linkText}>
            <span className={styles.channel}>{label(link)}</span>
            <span className={styles.url}>{link.url}</span>
          </span>
          <button
            type="button"
            className={styles.copy}
            onClick={() => void copy(link.url, t('link_copied'))}
            aria-label={t('copy_link', { channel: label(link) })}
          >
            <AgentIcon name="copy" size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}
