import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from '../../../lib/router';
import { useHelp } from '../api/get-help';
import { ListSkeleton } from '../components/list-skeleton';
import { ServiceCard } from '../components/service-card';
import styles from './content-screens.module.css';

/** /m/help (spec 2 help centre): the questions; each opens /m/helpDetail with its item `i`. */
export default function HelpScreen() {
  const { t } = useTranslation('content');
  const help = useHelp();
  if (help.isPending) return <ListSkeleton testId="help-loading" />;
  if (help.isError) return <LoadError error={help.error} onRetry={() => void help.refetch()} />;
  return (
    <div className={styles.list} data-testid="help-list">
      {help.data.length === 0 ? (
        <NoData text={t('help_empty')} />
      ) : (
        <nav className={styles.menu} aria-label={t('help_topics')}>
          {help.data.map((entry, index) => (
            <Link key={entry.id} to={`/m/helpDetail?i=${index}`} className={styles.menuItem} data-testid="help-item">
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.title}>{entry.title}</span>
              <Icon name="chevronRight" size={18} className={styles.go} />
            </Link>
          ))}
        </nav>
      )}
      <ServiceCard />
    </div>
  );
}
