import type { AnnouncementItem } from '@playdeck/contracts';
import { languageDirection, parseLanguage } from '@playdeck/contracts/languages';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { BannerSlide } from './banner-slide';
import styles from './banners.module.css';

/** Spec 9: banner autoplay every 5 s. */
const AUTOPLAY_MS = 5_000;

/** A player who asked their phone for less motion gets no slides moving on their own. */
const prefersLessMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * More than one banner: a looping carousel, advancing every 5 s, with a dot per banner. Right to
 * left (Arabic, Hebrew, ...) the slides run the other way, as the page reads.
 */
export default function BannerCarousel({ banners }: { banners: AnnouncementItem[] }) {
  // Read through the translations, so a switch of language draws the carousel again.
  const { i18n } = useTranslation();
  const direction = languageDirection(parseLanguage(i18n.language) ?? 'EN');
  const [viewport, embla] = useEmblaCarousel(
    { loop: true, direction },
    prefersLessMotion() ? [] : [Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false })],
  );
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);
  return (
    <div className={styles.carousel}>
      <div className={styles.viewport} ref={viewport} dir={direction}>
        <div className={styles.track}>
          {banners.map((banner, index) => (
            <div className={styles.cell} key={banner.id} data-selected={index === selected}>
              <BannerSlide banner={banner} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.dots} data-testid="banner-dots">
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className={styles.dot}
            aria-current={index === selected}
            aria-label={banner.title}
            onClick={() => embla?.scrollTo(index)}
            data-testid="banner-dot"
          />
        ))}
      </div>
    </div>
  );
}
