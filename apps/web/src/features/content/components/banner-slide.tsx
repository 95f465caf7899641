import type { AnnouncementItem } from '@playdeck/contracts';
import { useNavigate } from '../../../lib/router';
import styles from './banners.module.css';

/** The banner picture's size (server artwork 800 x 320): set on the image so nothing shifts. */
export const BANNER_WIDTH = 800;
export const BANNER_HEIGHT = 320;

/**
 * One banner (spec 2: each clickable): its picture, and, when the operator wrote a line under
 * the headline (the content), the headline and that line as a call to action over it. A banner
 * whose artwork carries its own words leaves the content empty.
 */
export function BannerSlide({ banner, first }: { banner: AnnouncementItem; first: boolean }) {
  const navigate = useNavigate();
  const action = banner.content.replace(/<[^>]*>/g, '').trim();
  const open = () => {
    if (!banner.link) return;
    if (/^https?:/i.test(banner.link)) window.open(banner.link, '_blank', 'noopener,noreferrer');
    else navigate(banner.link);
  };
  return (
    <button type="button" className={styles.slide} onClick={open} aria-label={banner.title} data-testid="banner-slide">
      <img
        src={banner.imageUrl ?? ''}
        alt=""
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        // The first banner is the likely largest paint: asked for first, never lazily.
        fetchPriority={first ? 'high' : 'auto'}
        loading={first ? 'eager' : 'lazy'}
        decoding={first ? 'sync' : 'async'}
      />
      {action && (
        <span className={styles.words}>
          <strong>{banner.title}</strong>
          <span className={styles.action}>{action}</span>
        </span>
      )}
    </button>
  );
}
