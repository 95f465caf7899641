import { RedEnvelope } from './red-envelope';
import styles from './red-rain.module.css';

/** Where each falling envelope starts (percent across), its delay and speed (s), and its size. */
const DROPS = [
  [4, 0, 4.2, 0.8],
  [16, 1.6, 5.1, 0.6],
  [27, 0.7, 3.8, 1],
  [39, 2.4, 4.6, 0.7],
  [51, 0.2, 5.4, 0.9],
  [62, 1.9, 4, 0.65],
  [73, 0.9, 4.8, 1],
  [84, 2.8, 4.3, 0.75],
  [92, 0.4, 5.6, 0.6],
  [10, 3.3, 4.9, 0.9],
  [45, 3.8, 4.1, 0.55],
  [68, 4.4, 5.2, 0.85],
] as const;

/** The rain itself: envelopes falling while a session is live (decoration; still when motion is reduced). */
export function FallingEnvelopes() {
  return (
    <div className={styles.rain} aria-hidden="true" data-testid="rain-falling">
      {DROPS.map(([left, delay, duration, scale]) => (
        <span
          key={`${left}-${delay}`}
          className={styles.drop}
          style={{
            left: `${left}%`,
            animationDelay: `${delay}s`,
            animationDuration: `${duration}s`,
            width: `${Math.round(34 * scale)}px`,
          }}
        >
          <RedEnvelope />
        </span>
      ))}
    </div>
  );
}
