import type { ResponsibleGamingHistory } from '@playdeck/contracts';
import ui from '../../../components/ui/surface.module.css';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { NS } from '../services/namespace';
import { durationText, endReasonText } from '../services/rg-text';
import styles from './history.module.css';

type SessionEntry = ResponsibleGamingHistory['sessions'][number];

/** The last sessions: when each began, how long it ran and how it ended, and its net result. */
export function SessionLog({ sessions }: { sessions: SessionEntry[] }) {
  const { t } = useTranslation(NS);
  const { signed } = useMoney();
  if (sessions.length === 0) return <p className={`${ui.card} ${styles.empty}`}>{t('no_sessions')}</p>;
  return (
    <ul className={`${ui.card} ${styles.list}`} data-testid="rg-sessions">
      {sessions.map((session) => {
        const live = session.endedAt === null;
        const tone = session.net > 0 ? 'up' : session.net < 0 ? 'down' : 'even';
        return (
          <li key={session.startedAt} className={styles.item} data-testid="rg-session">
            <span className={styles.text}>
              <span className={styles.title}>
                {formatDateTime(session.startedAt)}
                {live && <span className={`${ui.pill} ${styles.live}`}>{t('session_live')}</span>}
              </span>
              <small>
                {live
                  ? durationText(t, session.minutes)
                  : `${durationText(t, session.minutes)} · ${endReasonText(t, session.endReason)}`}
              </small>
            </span>
            <span className={styles.net} data-tone={tone} data-testid="rg-session-net">
              {signed(session.net)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
