import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { gameRounds, lotteryBets, lotteryDraws, merchants, merchantVendors } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { LOTTERY_VENDOR, placeSlip, type SlipLine, settleDrawn } from '../modules/lottery/bets';
import { drawDue, scheduleDraws } from '../modules/lottery/draws';
import { type DrawSlot, LOTTERY_GAMES, type LotteryGameCode, slotAtOrAfter } from '../modules/lottery/schedule';
import { membersRepo } from '../modules/member-centre/members.repo';
import type { MerchantConfig } from '../modules/settings/settings.service';
import type { Services } from '../services';
import { DEMO_CODE } from './demo';
import { fundDemoMember } from './demo-funds';
import { generator } from './demo-game-names';

/** The demo's lottery regulars: members of their own, so no other demo figure changes. */
export const LOTTERY_REGULARS = ['lucky_ana', 'swerte_ben', 'jackpot_carla', 'lotto_dan', 'bola_ella', 'numero_fe'];

/** How many past draws of each game the demo starts with (a week of each Vietnamese region). */
const HISTORY: Record<LotteryGameCode, number> = {
  '5D-1': 30,
  '5D-3': 20,
  '5D-5': 12,
  'VN-south': 7,
  'VN-central': 7,
  'VN-north': 7,
};

const FUNDS = 5_000_000;
/** The fast draws of the last 10 minutes get slips; the older ones are results only. */
const FAST_BET_SPAN_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** The `count` draws of `game` before the one open at `now`, oldest first. */
export function pastSlots(game: LotteryGameCode, count: number, now: Date): DrawSlot[] {
  const rule = LOTTERY_GAMES[game];
  const step = rule.kind === 'fast' ? rule.everyMs : DAY_MS;
  let slot = slotAtOrAfter(game, now);
  const slots: DrawSlot[] = [];
  for (let i = 0; i < count; i++) {
    slot = slotAtOrAfter(game, new Date(slot.drawsAt.getTime() - step));
    slots.unshift(slot);
  }
  return slots;
}

/** A regular's slip on a draw: two or three lines of the game's kinds of bet, 10-200 pesos each. */
function slipLines(game: LotteryGameCode, random: () => number): SlipLine[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const stake = () => pick([1_000, 2_000, 5_000, 10_000, 20_000]);
  const two = () => String(Math.floor(random() * 100)).padStart(2, '0');
  if (LOTTERY_GAMES[game].kind === 'fast')
    return [
      { betType: 'bigSmall', selection: { target: 'sum', pick: pick(['big', 'small']) }, stake: stake() },
      {
        betType: 'digit',
        selection: { target: 1 + Math.floor(random() * 5), digit: pick([...'0123456789'].map(Number)) },
        stake: stake(),
      },
      {
        betType: 'oddEven',
        selection: { target: 1 + Math.floor(random() * 5), pick: pick(['odd', 'even']) },
        stake: stake(),
      },
    ];
  const pair = [two(), two()];
  const lines: SlipLine[] = [
    { betType: 'lo2', selection: [two()], stake: stake() },
    { betType: 'de', selection: [two()], stake: stake() },
  ];
  if (pair[0] !== pair[1]) lines.push({ betType: 'xien2', selection: pair, stake: stake() });
  return lines;
}

/**
 * The demo's lottery history (issue 14), once, on the first start: the last draws of every game
 * drawn, with the regulars' slips on them paid by the real settlement, so that results, trends
 * and the winner board show at once. A slip can only be placed on an open draw, so the past
 * draws are first made with a close still ahead, bet on, then moved to their real moments and
 * drawn (the demo agents' history is dated the same way). Their seeds are hashed and revealed
 * as any draw's.
 */
export async function seedDemoLottery(services: Services, now = new Date()): Promise<void> {
  const db = services.database.db;
  const [row] = await db.select().from(merchants).where(eq(merchants.code, DEMO_CODE));
  const merchant = row ? await services.settings.get(row.id) : undefined;
  if (!merchant) return;
  // A data folder from before the lotteries has no lottery games: nothing to seed there.
  const [offered] = await db
    .select({ id: merchantVendors.vendorCode })
    .from(merchantVendors)
    .where(and(eq(merchantVendors.merchantId, merchant.id), eq(merchantVendors.vendorCode, LOTTERY_VENDOR)));
  if (!offered) return;
  const repo = membersRepo(db, merchant.id);
  if (await repo.byUsername(LOTTERY_REGULARS[0] as string)) return;

  const passwordHash = await hashPassword(randomUUID());
  const regulars: number[] = [];
  for (const username of LOTTERY_REGULARS) {
    const inviteCode = username.replace(/_/g, '').toUpperCase().slice(0, 10);
    // Another instance starting at the same moment made it: that one seeds the rest.
    const member = await repo
      .insert({ username, passwordHash, inviteCode, registerMethod: 'H5' })
      .catch(() => undefined);
    if (!member) return;
    regulars.push(member.id);
    await fund(services, merchant, member.id);
  }

  // Made open for betting, closing in an hour and drawn a month ahead (never the lobby's next
  // draw), then moved to their real moments. A draw that exists already (the scheduler drew it)
  // is left alone.
  const wanted = (Object.keys(HISTORY) as LotteryGameCode[]).flatMap((game) => pastSlots(game, HISTORY[game], now));
  const closes = new Date(now.getTime() + 3_600_000);
  const draws = new Date(now.getTime() + 30 * DAY_MS);
  await scheduleDraws(
    db,
    now,
    wanted.map((slot) => ({ ...slot, closesAt: closes, drawsAt: draws })),
  );
  const ours = await db
    .select({ game: lotteryDraws.game, key: lotteryDraws.drawKey })
    .from(lotteryDraws)
    .where(
      and(
        inArray(
          lotteryDraws.drawKey,
          wanted.map((slot) => slot.key),
        ),
        eq(lotteryDraws.status, 'open'),
        eq(lotteryDraws.drawsAt, draws),
      ),
    );
  const mine = new Set(ours.map((draw) => `${draw.game}|${draw.key}`));
  const slots = wanted.filter((slot) => mine.has(`${slot.game}|${slot.key}`));
  const random = generator(20261124);
  const deps = { db, seamless: services.seamless };
  // Slips on every Vietnamese draw and on the last few of each fast game: enough for the winner
  // board, and light on the first start (each slip is a wallet transaction).
  const betOn = slots.filter(
    (slot) => LOTTERY_GAMES[slot.game].kind === 'vn' || slot.drawsAt.getTime() > now.getTime() - FAST_BET_SPAN_MS,
  );
  for (const [i, slot] of betOn.entries()) {
    const memberId = regulars[i % regulars.length] as number;
    const lines = slipLines(slot.game, random);
    await placeSlip(deps, merchant, memberId, { game: slot.game, drawKey: slot.key, requestId: randomUUID(), lines });
  }

  // Each draw to its real moments, the regulars' slips to when they were placed.
  for (const slot of slots) {
    const [draw] = await db
      .update(lotteryDraws)
      .set({ opensAt: slot.opensAt, closesAt: slot.closesAt, drawsAt: slot.drawsAt })
      .where(and(eq(lotteryDraws.game, slot.game), eq(lotteryDraws.drawKey, slot.key)))
      .returning({ id: lotteryDraws.id });
    if (!draw) continue;
    const placedAt = new Date(
      slot.closesAt.getTime() - Math.floor((slot.closesAt.getTime() - slot.opensAt.getTime()) / 2),
    );
    const lines = await db
      .update(lotteryBets)
      .set({ createdAt: placedAt })
      .where(and(eq(lotteryBets.drawId, draw.id), inArray(lotteryBets.memberId, regulars)))
      .returning({ id: lotteryBets.id });
    if (lines.length === 0) continue;
    await db
      .update(gameRounds)
      .set({ openedAt: placedAt })
      .where(
        and(
          eq(gameRounds.vendorCode, LOTTERY_VENDOR),
          inArray(
            gameRounds.roundId,
            lines.map((line) => `lottery-${line.id}`),
          ),
        ),
      );
  }
  if (slots.length === 0) return;
  const keys = slots.map((slot) => slot.key);
  await drawDue(db, now);
  // Settlement takes 100 draws a run: run it until none of these is left unpaid.
  for (let run = 0; run < 20; run++) {
    // A line refused elsewhere must not stop the server's start: the job reports it every tick.
    await settleDrawn(deps).catch(() => undefined);
    const [left] = await db
      .select({ key: lotteryDraws.drawKey })
      .from(lotteryDraws)
      .where(and(inArray(lotteryDraws.drawKey, keys), eq(lotteryDraws.status, 'drawn')))
      .limit(1);
    if (!left) break;
  }
  // Drawn and paid at each draw's moment, as the scheduler would have.
  await db.execute(sql`
    update lottery_draws set drawn_at = draws_at, settled_at = draws_at
    where draw_key in ${keys} and status = 'settled'`);
  await db.execute(sql`
    update lottery_bets b set settled_at = d.draws_at
    from lottery_draws d where d.id = b.draw_id and b.member_id in ${regulars} and b.status <> 'pending'`);
  await db.execute(sql`
    update game_rounds r set settled_at = d.draws_at
    from lottery_bets b join lottery_draws d on d.id = b.draw_id
    where r.vendor_code = ${LOTTERY_VENDOR} and r.round_id = 'lottery-' || b.id
      and b.member_id in ${regulars} and b.status <> 'pending'`);
}

const fund = (services: Services, merchant: MerchantConfig, memberId: number) =>
  fundDemoMember(services, merchant, memberId, {
    amount: FUNDS,
    purpose: 'demo-lottery-funds',
    detail: 'demo lottery regulars funds',
  });
