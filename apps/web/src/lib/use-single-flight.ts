import { useCallback, useRef } from 'react';

/**
 * Runs an action once at a time: a second tap before the first answer is ignored at once (a
 * disabled button only stops it after the next render, and a double tap comes sooner).
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  return useCallback((action: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    void action().finally(() => {
      inFlight.current = false;
    });
  }, []);
}
