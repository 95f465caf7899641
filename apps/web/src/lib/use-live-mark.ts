import { type RefObject, useEffect, useRef } from 'react';

/**
 * Marks an element `data-live` once React has it (hydrated, or drawn by the browser). A part
 * whose code comes after the page has loaded (lazyAfterLoad) is the server's markup until then,
 * and a tap on it does nothing; journeys wait for this mark before they tap.
 */
export function useLiveMark<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-live', '');
  });
  return ref;
}
