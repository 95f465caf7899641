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

/**
 * Issue 8 item 19: the countdown is the resend cooldown the server answers (resendSeconds), not
 * the code's life (expiredMinutes: the code stays valid after the button frees up). 60 s when
 * the answer names none.
 */
export const countdownSeconds = (answer: { resendSeconds?: number }) =>
  answer.resendSeconds && answer.resendSeconds > 0 ? Math.ceil(answer.resendSeconds) : 60;

/** Short waits read as seconds (60s, 42s); longer ones as minutes (2:05). */
export const countdownText = (seconds: number) =>
  seconds >= 120 ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` : `${seconds}s`;
