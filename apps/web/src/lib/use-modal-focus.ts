import { type RefObject, useEffect } from 'react';

/** What a keyboard (or a screen reader's swipe) can land on. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps focus in an open modal (WCAG 2.4.3, 2.4.11): it starts on the modal itself (or on what
 * the modal focuses), Tab and Shift+Tab go round its controls, never to the page behind, and when
 * it closes focus goes back to what opened it. The app's dialogs, sheets and the login popup use
 * it; about 30 lines, so the first load takes no focus-trap library for three modals.
 */
export function useModalFocus(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    if (root && !root.contains(document.activeElement)) root.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !root) return;
      const controls = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [container]);
}
