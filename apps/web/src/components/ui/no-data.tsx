import { useTranslation } from '../../lib/i18n-react';
import styles from './no-data.module.css';

/** Spec 2 Other: the no-data placeholder, shown by any list with nothing in it. */
export function NoData({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.noData} data-testid="no-data">
      <svg width="88" height="72" viewBox="0 0 88 72" aria-hidden="true">
        <rect x="14" y="18" width="60" height="44" rx="8" fill="var(--pd-surface-raised)" />
        <rect x="22" y="10" width="44" height="10" rx="5" fill="var(--pd-border)" />
        <circle cx="44" cy="40" r="10" fill="none" stroke="var(--pd-text-muted)" strokeWidth="3" />
        <path d="M51 47l7 7" stroke="var(--pd-text-muted)" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{text ?? t('no_data')}</p>
    </div>
  );
}
