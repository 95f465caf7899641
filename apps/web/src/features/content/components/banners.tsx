import type { AnnouncementItem } from '@playdeck/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoad } from '../../../lib/after-load';
import { useTranslation } from '../../../lib/i18n-react';
import { useHomeContent } from '../api/get-announcements';
import { BannerSlide } from './banner-slide';
import styles from './banners.module.css';

/**
 * The carousel (Embla) comes after the first paint: the first banner alone paints without it.
 * Should its code fail to load (a dropped connection), the first banner simply stays.
 */
const BannerCarousel = lazy(() =>
  import('./banner-carousel').catch(() => ({
    default: ({ banners }: { banners: AnnouncementItem[] }) => (
      <BannerSlide banner={banners[0] as AnnouncementItem} first />
    ),
  })),
);

/** True once the page has loaded and the phone is idle: the carousel's code is asked for then. */
function useAfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterLoad().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/**
 * Spec 2 Home, banner carousel: with more than one banner it loops and advances every 5 s with
 * dots; a single banner stands still. The box keeps the banners' proportions from the start.
 */
export default function Banners() {
  // The shell's own words (always loaded): the banners never wait for a catalogue.
  const { t } = useTranslation();
  const home = useHomeContent();
  const banners: AnnouncementItem[] = home.data?.B ?? [];
  const ready = useAfterLoad();
  // No banners, or the call failed: no box at all (the rest of home does not wait on it).
  if (!home.isPending && banners.length === 0) return null;
  const first = banners[0];
  return (
    <section className={styles.banners} aria-label={t('banners')} data-testid="banners">
      {!first ? (
        <div className={styles.placeholder} />
      ) : banners.length > 1 && ready ? (
        <Suspense fallback={<BannerSlide banner={first} first />}>
          <BannerCarousel banners={banners} />
        </Suspense>
      ) : (
        <BannerSlide banner={first} first />
      )}
    </section>
  );
}
