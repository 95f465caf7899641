import styles from './count-badge.module.css';

/** An unread count, shown when above zero (99+ past that). */
export function CountBadge({ count, testId }: { count: number | undefined; testId?: string }) {
  if (!count) return null;
  return (
    <span className={styles.badge} data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
