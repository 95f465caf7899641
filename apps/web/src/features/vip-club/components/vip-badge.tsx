import styles from './vip.module.css';

/** The tier colours, lowest first; levels above the last keep the last one. */
const TIERS = ['member', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;

export const tierOf = (level: number) => TIERS[Math.min(level, TIERS.length - 1)] ?? 'member';

/** The VIP badge: a crowned shield in the level's tier colour, with the level number. */
export function VipBadge({ level, size = 64 }: { level: number; size?: number }) {
  const id = `vip-badge-${level}-${size}`;
  return (
    <svg
      className={styles.badge}
      data-tier={tierOf(level)}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--vip-light)" />
          <stop offset="1" stopColor="var(--vip-dark)" />
        </linearGradient>
      </defs>
      <path d="M32 6 54 14v17c0 14-9.5 23.5-22 27C19.5 54.5 10 45 10 31V14Z" fill={`url(#${id})`} />
      <path
        d="M32 6 54 14v17c0 14-9.5 23.5-22 27C19.5 54.5 10 45 10 31V14Z"
        fill="none"
        stroke="rgb(255 255 255 / 0.55)"
        strokeWidth="1.5"
      />
      <path d="m20 22 5.5 5 6.5-8 6.5 8 5.5-5-2.5 12h-19Z" fill="rgb(255 255 255 / 0.92)" />
      <text x="32" y="50" textAnchor="middle" fontSize="12" fontWeight="800" fill="rgb(255 255 255 / 0.95)">
        {level}
      </text>
    </svg>
  );
}
