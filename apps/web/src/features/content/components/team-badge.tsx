import { useState } from 'react';
import styles from './team-badge.module.css';

/** A team's emblem, or its initials on a disc when there is no image or it fails to load. */
export function TeamBadge({ name, imageUrl, size }: { name: string; imageUrl: string | null; size: number }) {
  const [failed, setFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  if (!imageUrl || failed)
    return (
      <span className={styles.initials} style={{ width: size, height: size, fontSize: size * 0.36 }} aria-hidden="true">
        {initials}
      </span>
    );
  return (
    <img
      className={styles.emblem}
      src={imageUrl}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
