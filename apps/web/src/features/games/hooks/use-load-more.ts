import { useEffect, useRef } from 'react';

/** Spec 9: load more within 500 px of the bottom, at most once a second; scroll checks every 300 ms. */
export const LOAD_MORE_DISTANCE_PX = 500;
export const LOAD_MORE_INTERVAL_MS = 1000;
export const SCROLL_THROTTLE_MS = 300;

const nearBottom = () =>
  document.documentElement.scrollHeight - (window.scrollY + window.innerHeight) <= LOAD_MORE_DISTANCE_PX;

/**
 * Calls `loadMore` when the page is scrolled near its end (and again after each page while
 * the content is still short of the screen), never twice within a second.
 */
export function useLoadMore(options: { enabled: boolean; loading: boolean; loadMore(): void; itemCount: number }) {
  const { enabled, loading, itemCount } = options;
  const latest = useRef(options);
  latest.current = options;
  const schedule = useRef<() => void>(() => {});

  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      timer = null;
      const { enabled: on, loading: busy, loadMore } = latest.current;
      if (!on || busy || !nearBottom()) return;
      const wait = LOAD_MORE_INTERVAL_MS - (Date.now() - last);
      if (wait > 0) {
        // Too soon: look again once the second is over, in case the player stopped scrolling.
        timer = setTimeout(check, wait);
        return;
      }
      last = Date.now();
      loadMore();
    };
    schedule.current = () => {
      timer ??= setTimeout(check, SCROLL_THROTTLE_MS);
    };
    const onScroll = () => schedule.current();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
      schedule.current = () => {};
    };
  }, []);

  // A page arrived (or loading ended) and the list may still not reach the screen's end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked whenever the list grows or loading ends
  useEffect(() => {
    if (enabled && !loading) schedule.current();
  }, [enabled, loading, itemCount]);
}
