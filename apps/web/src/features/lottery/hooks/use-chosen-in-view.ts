import { type RefObject, useEffect } from 'react';

/** Scrolls a strip so its chosen item (aria-pressed or aria-selected) is in view, as the choice changes. */
export function useChosenInView(strip: RefObject<HTMLElement | null>, chosen: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice (read from the DOM) is what moves it
  useEffect(() => {
    const item = strip.current?.querySelector<HTMLElement>('[aria-pressed="true"], [aria-selected="true"]');
    if (!item || !strip.current) return;
    const box = strip.current;
    // Only the strip scrolls (scrollIntoView would move the page too). Measured on screen, so it
    // centres the item whichever way the strip runs (right to left, scrollLeft counts down from 0).
    const itemBox = item.getBoundingClientRect();
    const stripBox = box.getBoundingClientRect();
    box.scrollLeft += itemBox.left + itemBox.width / 2 - (stripBox.left + stripBox.width / 2);
  }, [strip, chosen]);
}
