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

/** Common stroke of the marks: white lines over a translucent white fill, as the gift's. */
const LINE = { fill: 'none', stroke: '#fff', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const FILL = 'rgb(255 255 255 / 0.2)';

/** A kind's mark in a 64 x 64 box: two friends, a target, a trophy, a crown, else a gift. */
function KindMark({ kind }: { kind: PromotionKind }) {
  switch (kind) {
    case 'referral':
      return (
        <>
          <circle cx="24" cy="21" r="9" {...LINE} fill={FILL} />
          <path d="M7 54c0-10 7-17 17-17s17 7 17 17z" {...LINE} fill={FILL} />
          <circle cx="44" cy="23" r="8" {...LINE} fill={FILL} />
          <path d="M40 38c1-1 3-1 4-1 8 0 14 7 14 17H43" {...LINE} />
        </>
      );
    case 'mission':
      return (
        <>
          <circle cx="29" cy="35" r="22" {...LINE} fill={FILL} />
          <circle cx="29" cy="35" r="12" {...LINE} />
          <circle cx="29" cy="35" r="4" fill="#fff" />
          <path d="M29 35 45 19M45 13v6h6l6-6h-6V7z" {...LINE} />
        </>
      );
    case 'leaderboard':
      return (
        <>
          <path d="M20 10h24v14c0 9-5 15-12 15S20 33 20 24z" {...LINE} fill={FILL} />
          <path d="M20 15h-8c0 8 4 12 9 13M44 15h8c0 8-4 12-9 13M32 39v8M22 54h20l-3-7H25z" {...LINE} />
        </>
      );
    case 'vip_club':
      return (
        <>
          <path d="M10 46 6 18l15 12 11-18 11 18 15-12-4 28z" {...LINE} fill={FILL} />
          <path d="M12 54h40" {...LINE} />
          <circle cx="32" cy="36" r="3" fill="#fff" />
        </>
      );
    default:
      return (
        <>
          <path d="M10 28h44v28H10zM6 18h52v10H6zM32 18v38" {...LINE} fill={FILL} />
          <path d="M32 18c-6-10-18-8-14 0M32 18c6-10 18-8 14 0" {...LINE} />
        </>
      );
  }
}

/** The promotion's picture (5:2), or its kind's gradient with its mark. */
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
        <KindMark kind={promotion.kind} />
      </svg>
    </span>
  );
}
