import { lazy, Suspense } from 'react';
import { ClientOnly } from '../../components/client-only';
import Banners from '../../features/content/components/banners';
import DownloadBar from '../../features/content/components/download-bar';
import NoticeMarquee from '../../features/content/components/notice-marquee';
import HomePopups from '../../features/content/popups/home-popups';
import PopularGames from '../../features/games/components/popular-games';
import PlayerGreeting from '../../features/wallet/components/player-greeting';
import { afterLoad } from '../../lib/after-load';
import { useTranslation } from '../../lib/i18n-react';
import { useMerchantInfo } from '../../lib/init-settings';
import { lazyAfterLoad } from '../../lib/lazy-after-load';
import { Link } from '../../lib/router';
import { useMemberShape } from '../../lib/session';
import styles from './home.module.css';

/**
 * Spec 2 home parts, lottery games: below the fold and counting down by the phone's clock, so
 * drawn by the browser alone, its code (words, styles) asked for once the page has loaded.
 */
const HomeLotteryGames = lazy(() =>
  afterLoad().then(() => import('../../features/lottery/components/home-lottery-games')),
);

/**
 * Spec 2 home parts that act only on a tap (the side service bar, the hot-match ticker and its
 * autoplay): drawn by the server, their code asked for once the page has loaded (issue 16).
 */
const SideServiceBar = lazyAfterLoad(() => import('../../features/content/components/side-service-bar'));
const HotMatchTicker = lazyAfterLoad(() => import('./home-hot-matches'));

/** Home (spec 2 Home): the sections of the content and games features compose here as they land. */
export default function HomeScreen() {
  const { t } = useTranslation('home');
  const info = useMerchantInfo();
  const member = useMemberShape();
  return (
    <div className={styles.home} data-testid="home-screen">
      <DownloadBar />
      <Banners />
      {member ? (
        <PlayerGreeting />
      ) : (
        <section className={styles.welcome} aria-labelledby="home-welcome">
          <div>
            <h2 id="home-welcome">{t('welcome_title', { site: info.site.name })}</h2>
            <p>{t('welcome_text')}</p>
          </div>
          <div className={styles.actions}>
            {info.flags.DIRECTREG3 && (
              <Link to="/m/register" className={styles.primary}>
                {t('welcome_register')}
              </Link>
            )}
            <Link to="/m/login" className={styles.secondary}>
              {t('welcome_login')}
            </Link>
          </div>
        </section>
      )}
      <Suspense fallback={<div className={styles.marqueePending} />}>
        <NoticeMarquee />
        <SideServiceBar />
      </Suspense>
      <HotMatchTicker placeholderClassName={styles.tickerPending} />
      {/*
        Spec 2 Home, popular games view: in home's own chunk (not the shell's first load), so it
        renders right after the shell; it waits here only for its words.
      */}
      <Suspense fallback={<div className={styles.gamesPending} data-testid="popular-games-pending" />}>
        <PopularGames />
      </Suspense>
      {/* Drawn by the browser alone (issue 16): the lottery strip, and the popups with their timing. */}
      <ClientOnly>
        <Suspense fallback={null}>
          <HomeLotteryGames />
        </Suspense>
        <HomePopups />
      </ClientOnly>
    </div>
  );
}
