import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useNavigationType } from '../../lib/router';
import styles from './page-transition.module.css';
import { followsSwipe } from './swipe-back';

/** Set once the site's first page is on screen (never on the server, which draws only first pages). */
let shownFirstPage = false;

/**
 * Spec 2 Shell: pages fade in for 300 ms, except a back navigation that follows a swipe, and the
 * page the site opens with: it paints at once, as the server drew it (a page at opacity 0 is no
 * paint to the player, nor to the largest-paint measure; issue 16).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Decided once per location, so re-renders of the same page never restart the fade.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the location on purpose
  const animate = useMemo(
    () => shownFirstPage && !(navigationType === 'POP' && followsSwipe(Date.now())),
    [location.key],
  );
  useEffect(() => {
    shownFirstPage = true;
  }, []);
  return (
    <div
      key={location.pathname}
      className={animate ? `${styles.page} ${styles.fade}` : styles.page}
      data-transition={animate ? 'fade' : 'none'}
    >
      {children}
    </div>
  );
}
