import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 9: the SMS countdown ticks once a second. */
const TICK_MS = 1000;

/** Seconds left of a countdown; back to 0 (idle) at the end, cleared when the screen is left (spec 4). */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(
    (total: number) => {
      stop();
      setSeconds(total);
      timer.current = setInterval(() => {
        setSeconds((left) => {
          if (left <= 1) {
            stop();
            return 0;
          }
          return left - 1;
        });
      }, TICK_MS);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { seconds, start, running: seconds > 0 };
}
