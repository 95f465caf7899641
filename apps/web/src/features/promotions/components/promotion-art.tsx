import type { PromotionKind } from '@playdeck/contracts';
import type { PromotionWithState } from '../api/promotions';
import styles from './promotions.module.css';
import { RedEnvelope } from './red-envelope';

/** A kind's colours when the operator gave no picture. */
const KIND_COLOURS: Record<PromotionKind, [string, string]> = {
  deposit_bonus: ['#ff8a00', '#e52e71'],
  daily_bonus: ['#7c5cff', '#2b1d7a'],
  rebate: ['#1fb58f', '#0b4f6c'],
  referral: ['#f5576c', '#f093fb'],
  mission: ['#4facfe', '#1e3c72'],
  leaderboard: ['#f7b733', '#fc4a1a'],
  red_rain: ['#e52d27', '#b31217'],
  vip_club: ['#d4af37', '#3a2a0a'],
};

/** The promotion's picture (16:9), or its kind's gradient with a gift mark. */
export function PromotionArt({ promotion }: { promotion: PromotionWithState }) {
  if (promotion.imageUrl)
    return <img className={styles.art} src={promotion.imageUrl} alt="" loading="lazy" decoding="async" />;
  // A rain without a picture shows its envelopes.
  if (promotion.kind === 'red_rain')
    return (
      <span className={`${styles.art} ${styles.rainArt}`} aria-hidden="true">
        <RedEnvelope className={styles.rainArtSide} />
        <RedEnvelope className={styles.rainArtMain} />
        <RedEnvelope className={styles.rainArtSide} />
      </span>
    );
  const [from, to] = KIND_COLOURS[promotion.kind];
  return (
    <span className={styles.art} style={{ background: `linear-gradient(135deg, ${from}, ${to})` }} aria-hidden="true">
      <svg viewBox="0 0 64 64" width="56" height="56" className={styles.artMark} aria-hidden="true">
        <path
          d="M10 28h44v28H10zM6 18h52v10H6zM32 18v38"
          fill="rgb(255 255 255 / 0.2)"
          stroke="#fff"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path
          d="M32 18c-6-10-18-8-14 0M32 18c6-10 18-8 14 0"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
