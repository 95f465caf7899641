import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LOTTERY_KEY } from '../api/lottery-queries';
import { serverNow } from '../services/server-clock';

/** The server's time now, ticking once a second: what the countdowns count down from. */
export function useNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The scheduler draws within 5 s of a draw's moment (jobs/lottery-draws): results are asked for after that. */
const DRAW_SETTLES_MS = 6_000;

/**
 * Asks the lottery again when the next of these moments passes (by the server's clock): a
 * draw's close (the next draw opens), the previous draw's result (its moment, which is when this
 * one opened, and the scheduler's tick), this draw's result. One timer, for the nearest.
 */
export function useRefreshAtDraws(draws: { opensAt: string; closesAt: string; drawsAt: string }[]) {
  const queryClient = useQueryClient();
  const moments = draws.flatMap((draw) => [
    Date.parse(draw.opensAt) + DRAW_SETTLES_MS,
    Date.parse(draw.closesAt) + 500,
    Date.parse(draw.drawsAt) + DRAW_SETTLES_MS,
  ]);
  const next = Math.min(...moments.filter((at) => at > serverNow()));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY }),
      Math.min(next - serverNow(), 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [next, queryClient]);
}

/** A wait as a countdown: 42, 4:05, 3:04:05 (hours when there are some). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  const h = Math.floor(total / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
