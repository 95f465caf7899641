import type { VendorItem } from '@playdeck/contracts';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useImageUrl } from '../hooks/use-image-url';
import { useSelectedInView } from '../hooks/use-selected-in-view';
import { GameIcon } from './game-icon';
import styles from './vendor-strip.module.css';

interface VendorStripProps {
  vendors: VendorItem[];
  value: string;
  onChange(vendor: string): void;
}

/**
 * Spec 2 game list: the all tab plus a vendor tab strip, 4 slides per view with 5 px between
 * them (spec 9). The vendor icons are the white variant from the image CDN.
 */
export function VendorStrip({ vendors, value, onChange }: VendorStripProps) {
  const { t } = useTranslation('games');
  const image = useImageUrl();
  const strip = useRef<HTMLDivElement>(null);
  useSelectedInView(strip, '[aria-selected="true"]', value);
  return (
    <div ref={strip} className={styles.strip} role="tablist" aria-label={t('vendors')} data-testid="vendor-strip">
      <button
        type="button"
        role="tab"
        aria-selected={!value}
        className={styles.slide}
        onClick={() => onChange('')}
        data-testid="vendor-tab-all"
      >
        <span className={styles.logo}>
          <GameIcon name="grid" size={22} />
        </span>
        <span className={styles.name}>{t('vendor_all')}</span>
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          role="tab"
          aria-selected={value === vendor.vassalage}
          className={styles.slide}
          onClick={() => onChange(vendor.vassalage)}
          data-testid={`vendor-tab-${vendor.vassalage}`}
        >
          <span className={styles.logo}>
            <img src={image(vendor.mobileSmallIcon)} alt="" width={30} height={30} loading="lazy" decoding="async" />
          </span>
          <span className={styles.name}>{vendor.name}</span>
        </button>
      ))}
    </div>
  );
}

/** The strip's place while the vendors are on their way (the list below does not move when they land). */
export function VendorStripSkeleton() {
  return (
    <div className={styles.strip} aria-hidden="true" data-testid="vendor-strip-skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <span key={i} className={`${styles.slide} ${styles.placeholder}`} />
      ))}
    </div>
  );
}
