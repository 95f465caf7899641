import type { HotMatch } from '@playdeck/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useZonedText } from '../../../lib/display-zone';
import { formatMatchTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useLiveMark } from '../../../lib/use-live-mark';
import { useHomeContent } from '../api/get-announcements';
import styles from './hot-match-ticker.module.css';
import { TeamBadge } from './team-badge';

const HotMatchSheet = lazy(() => import('./hot-match-sheet'));

/** Spec 9: hot-match slide 500 ms (the CSS transition), autoplay every 5 s. */
const AUTOPLAY_MS = 5000;

/**
 * Spec 2 Home, hot-match ticker: one match at a time, sliding up; with more than one it loops
 * and moves on every 5 s. A tap opens the list of matches, where each one opens its game. Home
 * draws it; its code (and so the autoplay) comes once the page has loaded (app/routes/home.tsx).
 */
export default function HotMatchTicker({ onPlay }: { onPlay(match: HotMatch): void }) {
  const { t } = useTranslation();
  const live = useLiveMark<HTMLButtonElement>();
  const home = useHomeContent();
  const matches = home.data?.H ?? [];
  const [open, setOpen] = useState(false);
  // The index runs one past the last match onto a copy of the first, then jumps back unseen.
  const [index, setIndex] = useState(0);
  const [sliding, setSliding] = useState(true);
  const many = matches.length > 1;

  useEffect(() => {
    if (!many || open) return;
    const timer = window.setInterval(() => {
      setSliding(true);
      setIndex((i) => i + 1);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [many, open]);

  // A list that shrank under the ticker starts again from its first match.
  if (index > matches.length) setIndex(0);
  if (!home.isPending && matches.length === 0) return null;

  const slides = many ? [...matches, matches[0] as HotMatch] : matches;
  return (
    <>
      <button
        ref={live}
        type="button"
        className={styles.ticker}
        onClick={() => matches.length > 0 && setOpen(true)}
        aria-label={t('hot_matches_open')}
        data-testid="hot-match-ticker"
      >
        <span className={styles.tag}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5 1-9.5z"
              fill="currentColor"
            />
          </svg>
          {t('hot_matches_short')}
        </span>
        <span className={styles.window}>
          <span
            className={styles.track}
            style={{ transform: `translateY(${-index * 100}%)`, transition: sliding ? undefined : 'none' }}
            onTransitionEnd={() => {
              if (index < matches.length) return;
              setSliding(false);
              setIndex(0);
            }}
          >
            {slides.map((match, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the loop's copy of the first match shares its id
                key={`${match.id}-${i}`}
                className={styles.slide}
                aria-hidden={i !== index}
                data-testid="hot-match-slide"
              >
                <span className={styles.meta}>
                  <span className={styles.metaLeague}>{match.league}</span>
                  <MatchTime value={match.matchTime} />
                </span>
                <span className={styles.teams}>
                  <span className={styles.team}>
                    <TeamBadge name={match.homeTeam} imageUrl={match.homeTeamImageUrl} size={20} />
                    <span className={styles.name}>{match.homeTeam}</span>
                  </span>
                  <span className={styles.vs}>VS</span>
                  <span className={`${styles.team} ${styles.away}`}>
                    <span className={styles.name}>{match.awayTeam}</span>
                    <TeamBadge name={match.awayTeam} imageUrl={match.awayTeamImageUrl} size={20} />
                  </span>
                </span>
              </span>
            ))}
          </span>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <HotMatchSheet matches={matches} onClose={() => setOpen(false)} onPlay={onPlay} />
        </Suspense>
      )}
    </>
  );
}

/** A match's start (spec 9), in the phone's zone once the page is the browser's (useZonedText). */
function MatchTime({ value }: { value: string }) {
  const text = useZonedText((timeZone) => formatMatchTime(value, timeZone));
  return (
    <time className={styles.time} dateTime={value} suppressHydrationWarning>
      {text}
    </time>
  );
}
