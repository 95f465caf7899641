import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './create-test-app';
import type { Player } from './wallet';

/** Games of three categories in the demo catalogue: slots (RNG), live casino (LIVE), fishing (FISH). */
export const GAME_OF = {
  RNG: ['AUR', 'aur-001'],
  LIVE: ['RLV', 'rlv-002'],
  FISH: ['DBF', 'dbf-003'],
} as const;

let round = 0;

/**
 * Plays one round through the seamless wallet (bet, then win), then dates its settlement at
 * `settledAt` (nothing else can put a round in a past period; none: it stays now). Answers the
 * round's call, for a later win on it.
 */
export async function playRoundAt(
  t: TestApp,
  member: Pick<Player, 'memberId'>,
  {
    category,
    stake,
    payout,
    settledAt,
  }: { category: keyof typeof GAME_OF; stake: number; payout: number; settledAt?: Date | undefined },
) {
  round += 1;
  const [vendor, gameCode] = GAME_OF[category];
  const roundId = `agent-pay-${process.pid}-${round}-${Math.random().toString(36).slice(2, 8)}`;
  const call = { playerId: `1.${member.memberId}`, roundId, currency: 'PHP', gameCode };
  expect(
    (await t.services.seamless.bet(vendor, { ...call, transactionId: `${roundId}-b`, amount: stake })).status,
  ).toBe(200);
  expect(
    (await t.services.seamless.win(vendor, { ...call, transactionId: `${roundId}-w`, amount: payout })).status,
  ).toBe(200);
  if (settledAt)
    await t.services.database.db.execute(
      sql`update game_rounds set opened_at = ${settledAt}, settled_at = ${settledAt} where vendor_code = ${vendor} and round_id = ${roundId}`,
    );
  return { vendor, call };
}

/** A deterministic stream of numbers in [0, 1) (the same rounds on every run). */
export function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The day `daysAgo` days before today in Manila (the demo merchant's zone), and an instant in it at a local hour. */
export function manilaDay(daysAgo: number) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
  return {
    day,
    at: (hour: number, minute = 0) =>
      new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`),
  };
}
