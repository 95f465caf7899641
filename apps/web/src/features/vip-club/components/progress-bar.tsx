import styles from './vip.module.css';

interface ProgressBarProps {
  label: string;
  /** What the member has, and the next level's threshold, already formatted. */
  value: string;
  target: string;
  percent: number;
  note: string;
  testId: string;
}

/** One path to the next level (deposits or bets): how far along it is. */
export function ProgressBar({ label, value, target, percent, note, testId }: ProgressBarProps) {
  return (
    <div className={styles.progress} data-testid={testId}>
      <div className={styles.progressHead}>
        <span className={styles.progressLabel}>{label}</span>
        <strong className={styles.progressPercent}>{percent}%</strong>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.fill} style={{ width: `${Math.max(percent, percent > 0 ? 3 : 0)}%` }} />
      </div>
      <div className={styles.progressFoot}>
        <span className={styles.progressValue}>
          <strong>{value}</strong> / {target}
        </span>
        <span className={styles.progressNote}>{note}</span>
      </div>
    </div>
  );
}
