import { useEffect, useRef } from 'react';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { NoData } from '../../../components/ui/no-data';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useTranslation } from '../../../lib/i18n-react';
import { useSearchParams } from '../../../lib/router';
import { useHelp } from '../api/get-help';
import { ListSkeleton } from '../components/list-skeleton';
import { ServiceCard } from '../components/service-card';
import styles from './content-screens.module.css';

/** Spec 2: query parameter i selects the open item (default 0). */
function openIndex(value: string | null): number {
  const index = Number(value ?? 0);
  return Number.isInteger(index) && index >= 0 ? index : 0;
}

/** /m/helpDetail (spec 2 help centre): every entry with its answer, item `i` open and in view. */
export default function HelpDetailScreen() {
  const { t } = useTranslation('content');
  const help = useHelp();
  const [params] = useSearchParams();
  const open = openIndex(params.get('i'));
  const opened = useRef<HTMLDetailsElement>(null);
  const loaded = help.isSuccess;
  useEffect(() => {
    if (loaded) opened.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  if (help.isPending) return <ListSkeleton testId="help-loading" />;
  if (help.isError) return <LoadError error={help.error} onRetry={() => void help.refetch()} />;
  if (help.data.length === 0) return <NoData text={t('help_empty')} />;
  return (
    <div className={styles.list} data-testid="help-detail">
      {help.data.map((entry, index) => (
        <details
          key={entry.id}
          ref={index === open ? opened : undefined}
          className={styles.card}
          open={index === open}
          data-testid="help-entry"
        >
          <summary className={styles.summary}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.title}>{entry.title}</span>
            <Icon name="chevronDown" size={18} className={styles.chevron} />
          </summary>
          <SafeHtml html={entry.content} className={styles.body} testId="help-content" />
        </details>
      ))}
      <ServiceCard />
    </div>
  );
}
