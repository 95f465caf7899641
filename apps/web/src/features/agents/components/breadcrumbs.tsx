import { Fragment } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { AgentIcon } from './agent-icon';
import styles from './agents.module.css';

interface Crumb {
  id: number;
  username: string;
}

/**
 * The path from the agent down to the member drilled into (the server's `path`): each name goes
 * back up to that member's team; the first is the agent's own ("My team").
 */
export function Breadcrumbs({ path, onPick }: { path: readonly Crumb[]; onPick(memberId: number | null): void }) {
  const { t } = useTranslation('agents');
  if (path.length <= 1) return null;
  return (
    <nav className={styles.crumbs} aria-label={t('breadcrumbs')} data-testid="agent-crumbs">
      {path.map((crumb, index) => {
        const last = index === path.length - 1;
        return (
          <Fragment key={crumb.id}>
            {index > 0 && <AgentIcon name="chevronRight" size={14} className={styles.crumbSep} />}
            {last ? (
              <span className={styles.crumbHere} aria-current="page">
                {crumb.username}
              </span>
            ) : (
              <button
                type="button"
                className={styles.crumb}
                onClick={() => onPick(index === 0 ? null : crumb.id)}
                data-testid="agent-crumb"
              >
                {index === 0 ? t('my_team') : crumb.username}
              </button>
            )}
          </Fragment>
        );
      })}
    </nav>
  );
}
