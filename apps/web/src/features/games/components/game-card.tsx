import type { GameItem } from '@playdeck/contracts';
import { useTranslation } from '../../../lib/i18n-react';
import { useImageUrl } from '../hooks/use-image-url';
import styles from './game-card.module.css';
import { GameIcon } from './game-icon';
import { LazyImage } from './lazy-image';

interface GameCardProps {
  game: GameItem;
  favourite: boolean;
  onOpen(game: GameItem): void;
  onFavourite(game: GameItem): void;
  /** Its image is on the first screen for sure: load it at once. */
  eager?: boolean;
}

/** Spec 2 game list card: image, name and a favourite toggle; the new ones say so. */
export function GameCard({ game, favourite, onOpen, onFavourite, eager }: GameCardProps) {
  const { t } = useTranslation('games');
  const image = useImageUrl();
  return (
    <article className={styles.card} data-testid="game-card" data-node-id={game.nodeId}>
      <button type="button" className={styles.open} onClick={() => onOpen(game)} data-testid="game-open">
        <span className={styles.art}>
          <LazyImage src={image(game.iconUrl)} alt="" fallback={game.gameName.slice(0, 1)} eager={eager} />
          {game.isNew && <span className={styles.badge}>{t('badge_new')}</span>}
        </span>
        <span className={styles.name} data-testid="game-name">
          {game.gameName}
        </span>
        <span className={styles.vendor}>{game.vendorName}</span>
      </button>
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'favourite_remove' : 'favourite_add', { game: game.gameName })}
        data-testid="game-favourite"
        data-on={favourite || undefined}
        onClick={() => onFavourite(game)}
      >
        <GameIcon name="heart" size={16} filled={favourite} />
      </button>
    </article>
  );
}

/** The card's shape while its game is on the way (same box, so nothing moves when it lands). */
export function GameCardSkeleton() {
  return (
    <div className={styles.card} data-testid="game-card-skeleton" aria-hidden="true">
      <span className={`${styles.art} ${styles.shimmer}`} />
      <span className={`${styles.line} ${styles.shimmer}`} />
      <span className={`${styles.line} ${styles.short} ${styles.shimmer}`} />
    </div>
  );
}
