import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigationType } from '../../lib/router';
import styles from './page-transition.module.css';
import { followsSwipe } from './swipe-back';

/** Spec 2 Shell: pages fade in for 300 ms, except a back navigation that follows a swipe. */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Decided once per location, so re-renders of the same page never restart the fade.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the location on purpose
  const animate = useMemo(() => !(navigationType === 'POP' && followsSwipe(Date.now())), [location.key]);
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
