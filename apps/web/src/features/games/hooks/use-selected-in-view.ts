import { type RefObject, useEffect } from 'react';

/**
 * Scrolls a horizontal strip so its chosen item is in view (a filter chosen in the panel, or a
 * restored list, may sit off to the right). `selector` finds the chosen item inside the strip.
 */
export function useSelectedInView(strip: RefObject<HTMLElement | null>, selector: string, chosen: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen item changes
  useEffect(() => {
    const list = strip.current;
    const item = list?.querySelector<HTMLElement>(selector);
    if (!list || !item) return;
    const left = item.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    if (left < list.scrollLeft || left + item.offsetWidth > list.scrollLeft + list.clientWidth) {
      // The browser keeps it in range (right to left, the range is negative: no clamp at 0 here).
      list.scrollTo({ left: left - 12, behavior: 'smooth' });
    }
  }, [chosen]);
}
