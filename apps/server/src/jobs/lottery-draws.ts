import type { FastifyBaseLogger } from 'fastify';
import { settleDrawn } from '../modules/lottery/bets';
import { drawDue, scheduleDraws } from '../modules/lottery/draws';
import type { Services } from '../services';

/** The lotteries tick this often: a 1-minute draw is drawn within 5 s of its moment. */
const TICK_MS = 5_000;

/**
 * One tick: the coming draws scheduled, the due ones drawn (each once, whichever instance ticks
 * first), and the drawn ones' bets paid (each line once). Answers the draws this tick drew.
 */
export async function tickLotteries(services: Services, now = new Date()) {
  const db = services.database.db;
  await scheduleDraws(db, now);
  const drawn = await drawDue(db, now);
  await settleDrawn({ db, seamless: services.seamless });
  return drawn;
}

/** Runs the lottery tick in this process; a tick never overlaps the last. Answers the function that stops it. */
export function startLotteryDraws(services: Services, logger?: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tickLotteries(services)
      .catch((err: unknown) => logger?.error({ err }, 'lottery tick failed; retried next tick'))
      .finally(() => {
        running = false;
      });
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
