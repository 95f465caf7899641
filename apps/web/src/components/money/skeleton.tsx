import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  height: number;
  width?: CSSProperties['width'];
  radius?: number;
}

/** A shimmering block where content is on its way (the layout does not jump when it comes). */
export function Skeleton({ height, width = '100%', radius }: SkeletonProps) {
  return (
    <span
      className={styles.block}
      style={{ height, width, borderRadius: radius }}
      aria-hidden="true"
      data-testid="skeleton"
    />
  );
}

/** A list's rows while its first page loads. */
export function SkeletonRows({ count = 4, height = 76 }: { count?: number; height?: number }) {
  return (
    <div className={styles.rows} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={height} radius={18} />
      ))}
    </div>
  );
}
