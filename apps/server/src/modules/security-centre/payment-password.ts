import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseDeps } from '../../db/client';
import { rawRows } from '../../db/raw';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../auth/passwords';
import { membersRepo } from '../member-centre/members.repo';

const MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;
/** A slot held this long belongs to a request that died; it stops counting. */
const STALE_SLOT = sql`interval '60 seconds'`;
/** How long a request waits for others of the same member to finish comparing. */
const MAX_WAIT_MS = 15_000;

type Slot = { taken: true } | { taken: false; locked: boolean; resetSeconds: number };

/**
 * Takes a comparison slot in one statement: only while wrong passwords so far plus comparisons
 * under way are under the limit (issue 8 item 4: counted before the compare, never after).
 */
async function takeSlot(db: Db, merchantId: number, memberId: number): Promise<Slot> {
  const window = sql`now() + make_interval(secs => ${WINDOW_SECONDS})`;
  const live = sql`(case when a.slot_taken_at < now() - ${STALE_SLOT} then 0 else a.in_flight end)`;
  const [taken] = await rawRows<{ ok: number }>(
    db,
    sql`insert into payment_password_attempts as a (member_id, merchant_id, failures, window_ends_at, in_flight)
      values (${memberId}, ${merchantId}, 0, ${window}, 1)
      on conflict (member_id) do update set
        failures = case when a.window_ends_at <= now() then 0 else a.failures end,
        window_ends_at = case when a.window_ends_at <= now() then ${window} else a.window_ends_at end,
        in_flight = ${live} + 1,
        slot_taken_at = now()
      where a.merchant_id = ${merchantId}
        and (a.window_ends_at <= now() or a.failures + ${live} < ${MAX_FAILURES})
      returning 1 as ok`,
  );
  if (taken) return { taken: true };
  const [state] = await rawRows<{ failures: number; reset_seconds: number }>(
    db,
    sql`select failures, ceil(extract(epoch from (window_ends_at - now())))::int as reset_seconds
      from payment_password_attempts where member_id = ${memberId} and merchant_id = ${merchantId}`,
  );
  const resetSeconds = Math.max(1, state?.reset_seconds ?? 1);
  return { taken: false, locked: (state?.failures ?? 0) >= MAX_FAILURES, resetSeconds };
}

/** Gives the slot back: a wrong password counts (its window starting at the first), a right one clears. */
async function releaseSlot(
  db: Db,
  { merchantId, memberId, outcome }: { merchantId: number; memberId: number; outcome: 'right' | 'wrong' | 'none' },
) {
  const failures = outcome === 'right' ? sql`0` : outcome === 'wrong' ? sql`failures + 1` : sql`failures`;
  const window =
    outcome === 'wrong'
      ? sql`case when failures = 0 then now() + make_interval(secs => ${WINDOW_SECONDS}) else window_ends_at end`
      : sql`window_ends_at`;
  await db.execute(
    sql`update payment_password_attempts
      set failures = ${failures}, window_ends_at = ${window}, in_flight = greatest(in_flight - 1, 0)
      where member_id = ${memberId} and merchant_id = ${merchantId}`,
  );
}

/**
 * Requests of one member in this process go through as many lanes as the limit, each lane one
 * request after another: never more comparisons at once than slots, so few requests poll.
 */
const queues = new Map<string, Promise<unknown>>();
let nextLane = 0;

async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  try {
    return await run;
  } finally {
    if (queues.get(key) === tail) queues.delete(key);
  }
}

/**
 * The payment password guards every movement a player starts (withdraw, transfer, cards).
 * Five wrong ones in fifteen minutes lock it for the rest of the window, the right one included.
 * Requests sent at once wait for a slot instead of each reading a count under the limit; other
 * server instances are held back by the slots in the database.
 */
export async function checkPaymentPassword(
  services: DatabaseDeps,
  { merchantId, memberId, password }: { merchantId: number; memberId: number; password: string },
) {
  const db = services.database.db;
  const member = await membersRepo(db, merchantId).byId(memberId);
  if (!member?.paymentPasswordHash) throw new AppError('payment.password.unset');
  const hash = member.paymentPasswordHash;
  nextLane = (nextLane + 1) % MAX_FAILURES;
  const outcome = await oneAtATime(`${merchantId}:${memberId}:${nextLane}`, async () => {
    const started = Date.now();
    for (let pause = 20; ; pause = Math.min(pause * 2, 200)) {
      const slot = await takeSlot(db, merchantId, memberId);
      if (slot.taken) break;
      if (slot.locked || Date.now() - started > MAX_WAIT_MS)
        throw new AppError('rate.limited', { retryAfterSeconds: slot.resetSeconds });
      await sleep(pause + Math.random() * pause);
    }
    let result: 'right' | 'wrong' | 'none' = 'none';
    try {
      result = (await verifyPassword(hash, password)) ? 'right' : 'wrong';
    } finally {
      await releaseSlot(db, { merchantId, memberId, outcome: result });
    }
    return result;
  });
  if (outcome !== 'right') throw new AppError('payment.password.incorrect');
  return member;
}
