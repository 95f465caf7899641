import { useEffect, useRef } from 'react';
import { useQueryClient } from '../../../lib/query';
import { serverNow } from '../../../lib/server-clock';
import { LOTTERY_KEY } from '../api/lottery-queries';

/** The scheduler draws within 5 s of a draw's moment (jobs/lottery-draws): results are asked for after that. */
const DRAW_SETTLES_MS = 6_000;

/**
 * Asks the lottery again when the next of these moments passes (by the server's clock): a
 * draw's close (the next draw opens), the previous draw's result (its moment, which is when this
 * one opened, and the scheduler's tick), this draw's result. One timer, for the nearest.
 */
export function useRefreshAtDraws(draws: { opensAt: string; closesAt: string; drawsAt: string }[]) {
  const queryClient = useQueryClient();
  // The last moment refreshed for. The next moment is the first after it, never "after now": a
  // render after the phone slept past a moment must not drop that moment's refresh.
  const done = useRef(serverNow());
  const moments = draws.flatMap((draw) => [
    Date.parse(draw.opensAt) + DRAW_SETTLES_MS,
    Date.parse(draw.closesAt) + 500,
    Date.parse(draw.drawsAt) + DRAW_SETTLES_MS,
  ]);
  const next = Math.min(...moments.filter((at) => at > done.current));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(
      () => {
        done.current = next;
        void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
      },
      Math.min(Math.max(0, next - serverNow()), 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [next, queryClient]);
}
