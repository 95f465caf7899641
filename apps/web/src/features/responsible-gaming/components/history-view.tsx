import { Skeleton } from '../../../components/money/skeleton';
import { LoadError } from '../../../components/ui/load-error';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useRgHistory } from '../api/get-history';
import { NS } from '../services/namespace';
import { ChangeLog } from './change-log';
import styles from './history.module.css';
import { SessionLog } from './session-log';

/** ?tab=history: the last sessions with their result, then every limit, break and reminder change. */
export function HistoryView() {
  const { t } = useTranslation(NS);
  const history = useRgHistory();
  if (history.isPending)
    return (
      <div className={styles.skeleton} aria-busy="true">
        <Skeleton height={220} radius={18} />
        <Skeleton height={180} radius={18} />
      </div>
    );
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <>
      <h2 className={ui.sectionTitle}>{t('history_sessions')}</h2>
      <SessionLog sessions={history.data.sessions} />
      <h2 className={ui.sectionTitle}>{t('history_changes')}</h2>
      <ChangeLog changes={history.data.changes} />
    </>
  );
}
