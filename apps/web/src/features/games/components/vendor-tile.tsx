import type { VendorItem } from '@playdeck/contracts';
import { useTranslation } from '../../../lib/i18n-react';
import { useImageUrl } from '../hooks/use-image-url';
import { useOpenVendor } from '../hooks/use-open-vendor';
import { isLottery } from '../services/categories';
import { CategoryIcon } from './game-icon';
import { LazyImage } from './lazy-image';
import styles from './vendor-tile.module.css';

/**
 * Spec 2 vendor tile: the vendor's background image and a bet button. Without a session the
 * button goes to /m/login; otherwise it opens the vendor's lobby (or its games when it has none).
 */
export function VendorTile({ vendor }: { vendor: VendorItem }) {
  const { t } = useTranslation('games');
  const image = useImageUrl();
  const openVendor = useOpenVendor();
  // A vendor with a lobby game is entered to bet; the others list their games.
  const action = vendor.nodeId > 0 || isLottery(vendor.gameCategory) ? t('bet') : t('vendor_games');
  return (
    <article className={styles.tile} data-testid="vendor-tile" data-vendor={vendor.vassalage}>
      {/* The artwork twice: blurred as the tile's backdrop, sharp as the vendor's emblem. */}
      <span className={styles.background} aria-hidden="true">
        <LazyImage src={image(vendor.mobileLargeIcon)} alt="" />
      </span>
      <span className={styles.shade} aria-hidden="true" />
      <div className={styles.text}>
        <span className={styles.category}>
          <CategoryIcon category={vendor.gameCategory} size={14} />
          {t(`category_${vendor.gameCategory}`, { defaultValue: vendor.gameCategory })}
        </span>
        <h3 className={styles.name}>{vendor.name}</h3>
        <button
          type="button"
          className={styles.bet}
          onClick={() => openVendor(vendor)}
          data-testid="vendor-tile-bet"
          aria-label={`${action} · ${vendor.name}`}
        >
          {action}
        </button>
      </div>
      <span className={styles.logo}>
        <LazyImage src={image(vendor.mobileLargeIcon)} alt="" />
      </span>
    </article>
  );
}

export function VendorTileSkeleton() {
  return <div className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true" data-testid="vendor-tile-skeleton" />;
}
