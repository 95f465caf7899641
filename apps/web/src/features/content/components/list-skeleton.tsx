import styles from './list-skeleton.module.css';

/** Rows standing in for a list while it loads, the height of the real ones (nothing shifts). */
export function ListSkeleton({ rows = 4, testId }: { rows?: number; testId?: string }) {
  return (
    <div className={styles.list} aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={i} className={styles.row} />
      ))}
    </div>
  );
}
