import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { merchants } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { hashPassword } from '../modules/auth/passwords';
import { membersRepo } from '../modules/member-centre/members.repo';
import { depositsRepo } from '../modules/wallet/deposits.repo';
import { completeDeposit } from '../modules/wallet/deposits.service';
import type { Services } from '../services';
import { DEMO_CODE, DEMO_PLAYER } from './demo';

/**
 * Other players of the demo merchant and what they played this week (issue 12): the weekly
 * leaderboard has standings and the winner board has today's wins. Everything goes through the
 * real paths (a ledger adjustment funds them, the seamless wallet takes each bet and win), so the
 * books balance like any player's.
 */
const LEADERS: { username: string; rounds: [stake: number, payout: number][] }[] = [
  {
    username: 'lucky_marites',
    rounds: [
      [50_000, 420_000],
      [30_000, 0],
      [20_000, 96_000],
    ],
  },
  {
    username: 'jackpot_jun',
    rounds: [
      [40_000, 0],
      [60_000, 388_000],
    ],
  },
  {
    username: 'reyna_ng_slots',
    rounds: [
      [25_000, 150_000],
      [25_000, 122_500],
    ],
  },
  {
    username: 'bossing_ramon',
    rounds: [
      [80_000, 201_000],
      [20_000, 0],
    ],
  },
  {
    username: 'ate_glo',
    rounds: [
      [15_000, 98_000],
      [15_000, 12_000],
    ],
  },
  { username: 'kuya_bert', rounds: [[30_000, 88_000]] },
  {
    username: 'mayumi_88',
    rounds: [
      [10_000, 52_000],
      [10_000, 9_000],
    ],
  },
  { username: 'pinoy_ace', rounds: [[20_000, 47_500]] },
];

/** The demo player's invited friends: one has made a qualifying deposit (a reward to claim). */
const FRIENDS = [
  { username: 'friend_paolo', deposit: 100_000 },
  { username: 'friend_trina', deposit: 0 },
];

const FUNDS = 1_000_000;

/** Plays the demo's week on the first start after the demo merchant was created. */
export async function seedDemoActivity(services: Services): Promise<void> {
  const db = services.database.db;
  const [row] = await db.select().from(merchants).where(eq(merchants.code, DEMO_CODE));
  const merchant = row ? await services.settings.get(row.id) : undefined;
  if (!merchant) return;
  const repo = membersRepo(db, merchant.id);
  // Once: the first start after the demo was created plays it (the embedded database is seeded
  // by a child process without the services). Another instance starting at the same moment
  // meets the unique username and leaves it to the first.
  const first = LEADERS[0]?.username ?? '';
  if (await repo.byUsername(first)) return;
  const demo = await repo.byUsername(DEMO_PLAYER.username);
  const passwordHash = await hashPassword(randomUUID());

  const member = async (username: string, uplineId: number | null) =>
    repo.insert({
      username,
      passwordHash,
      inviteCode: username
        .replace(/[^a-z0-9]/gi, '')
        .toUpperCase()
        .slice(0, 10),
      uplineId,
      registerMethod: 'H5',
    });

  let round = 0;
  for (const leader of LEADERS) {
    const player = await member(leader.username, null).catch(() => undefined);
    if (!player) return;
    await services.ledger.transfer({
      merchantId: merchant.id,
      currency: merchant.currency.code,
      from: { house: 'adjustments' },
      to: { member: player.id, purpose: 'main' },
      amount: FUNDS,
      kind: 'adjustment',
      source: 'adjustment',
      externalId: `demo-funds-${player.id}`,
      actor: 'seed',
      metadata: { detail: 'demo player funds', reason: 'demo' },
    });
    for (const [stake, payout] of leader.rounds) {
      round += 1;
      const call = {
        playerId: `${merchant.id}.${player.id}`,
        roundId: `demo-${round}`,
        currency: merchant.currency.code,
        gameCode: `aur-${String((round % 9) + 1).padStart(3, '0')}`,
      };
      await services.seamless.bet('AUR', { ...call, transactionId: `demo-bet-${round}`, amount: stake });
      await services.seamless.win('AUR', { ...call, transactionId: `demo-win-${round}`, amount: payout });
    }
  }

  if (!demo) return;
  const channel = merchant.settings.depositChannels[0];
  for (const friend of FRIENDS) {
    const player = await member(friend.username, demo.id);
    if (!friend.deposit || !channel) continue;
    await withTransaction(db, async (tx) => {
      const order = await depositsRepo(tx, merchant.id).insertOnce({
        merchantId: merchant.id,
        memberId: player.id,
        requestId: randomUUID(),
        amount: friend.deposit,
        currency: merchant.currency.code,
        channelId: channel.id,
        channelType: channel.type,
        channelName: channel.name,
        status: 'pending',
        payerName: 'Paolo Reyes',
      });
      if (order)
        await completeDeposit(
          { database: { db }, ledger: services.ledger },
          { merchant, depositId: order.id, outcome: { actor: 'seed', note: 'demo' } },
          tx,
        );
    });
  }
}
