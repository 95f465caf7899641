import { useEffect, useRef } from 'react';
import { isInApp } from '../../lib/device';

/** Spec 9: a touch swipe longer than 100 px. */
export const SWIPE_THRESHOLD_PX = 100;
/** A swipe that starts this close to the left edge is the back gesture. */
const EDGE_PX = 28;

let swipedAt = 0;

/**
 * Spec 2 Shell: a swipe longer than 100 px makes the back navigation that follows use no
 * transition (the browser's own swipe-back already animated it). Inside the app there is no
 * browser gesture, so there a swipe from the left edge goes back itself; in a browser it must
 * not, or the page would go back twice.
 */
export function useSwipeBack(goBack: () => void) {
  // The listeners stay put across navigations, so a gesture is never cut in half.
  const goBackRef = useRef(goBack);
  goBackRef.current = goBack;

  useEffect(() => {
    let startX = 0;
    let startY = 0;
    let fromEdge = false;

    /** Far enough, and more sideways than up or down. */
    const isSwipe = (touch: Touch) => {
      const dx = touch.clientX - startX;
      const dy = touch.clientY - startY;
      return Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) >= Math.abs(dy) * 1.5;
    };

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const target = event.target;
      if (!touch || event.touches.length > 1 || !target) return;
      startX = touch.clientX;
      startY = touch.clientY;
      fromEdge = startX <= EDGE_PX;

      // The rest of the gesture is heard on the touched node itself: if the page re-renders and
      // removes that node, its events no longer reach the document, but they still reach it.
      const onMove = (moveEvent: Event) => {
        const moved = (moveEvent as TouchEvent).touches[0];
        // The browser may go back while the finger still moves, so the swipe is noted here.
        if (moved && isSwipe(moved)) swipedAt = Date.now();
      };
      const onEnd = (endEvent: Event) => {
        stop();
        const lifted = (endEvent as TouchEvent).changedTouches[0];
        if (!lifted || !isSwipe(lifted)) return;
        swipedAt = Date.now();
        if (isInApp && fromEdge && lifted.clientX > startX) goBackRef.current();
      };
      // The browser took the gesture over (its own swipe back): a back navigation now is its doing.
      const onCancel = () => {
        stop();
        swipedAt = Date.now();
      };
      const stop = () => {
        target.removeEventListener('touchmove', onMove);
        target.removeEventListener('touchend', onEnd);
        target.removeEventListener('touchcancel', onCancel);
      };
      target.addEventListener('touchmove', onMove, { passive: true });
      target.addEventListener('touchend', onEnd, { passive: true });
      target.addEventListener('touchcancel', onCancel, { passive: true });
    };

    document.addEventListener('touchstart', onStart, { passive: true });
    return () => document.removeEventListener('touchstart', onStart);
  }, []);
}

/** Whether a back navigation now follows a swipe (and so must not animate). */
export function followsSwipe(now: number): boolean {
  return now - swipedAt < 1000;
}
