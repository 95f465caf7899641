import { type RefObject, useEffect } from 'react';

/** Scrolls a strip so its chosen item (aria-pressed or aria-selected) is in view, as the choice changes. */
export function useChosenInView(strip: RefObject<HTMLElement | null>, chosen: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice (read from the DOM) is what moves it
  useEffect(() => {
    const item = strip.current?.querySelector<HTMLElement>('[aria-pressed="true"], [aria-selected="true"]');
    if (!item || !strip.current) return;
    const box = strip.current;
    // Only the strip scrolls (scrollIntoView would move the page too).
    box.scrollLeft = item.offsetLeft - (box.clientWidth - item.offsetWidth) / 2;
  }, [strip, chosen]);
}
