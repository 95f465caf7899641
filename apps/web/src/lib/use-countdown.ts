import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 9: the code countdown ticks once a second. */
const TICK_MS = 1000;

/**
 * Spec 4 SMS code: seconds left before another code may be asked for; idle at 0, cleared when
 * the screen is left. Shared by the account and the security-centre code fields.
 */
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

/** Spec 4: expiredMinutes x 60 s, 60 s when the answer names none. */
export const countdownSeconds = (expiredMinutes: number) => (expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : 60);

/** 599 reads as 9:59, 42 as 42s. */
export const countdownText = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` : `${seconds}s`;
