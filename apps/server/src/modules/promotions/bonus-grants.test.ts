import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrants, promotionEntries, promotions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { usingPostgres } from '../../testing/test-database';
import { seededMemberId } from '../../testing/wallet';
import { verifyLedger } from '../ledger/verify';
import { type BonusGrants, createBonusGrants } from './bonus-grants';

let t: TestApp;
let grants: BonusGrants;
let promotionId: number;
beforeAll(async () => {
  t = await createTestApp();
  grants = createBonusGrants({ db: t.services.database.db, ledger: t.services.ledger });
  const [promotion] = await t.services.database.db
    .insert(promotions)
    .values({
      merchantId: 1,
      code: 'TESTBONUS',
      kind: 'daily_bonus',
      status: 'live',
      claimMode: 'claim',
      title: { EN: 'Test bonus' },
      summary: { EN: '' },
      content: { EN: '' },
      startsAt: new Date(Date.now() - 86_400_000),
      eligibility: {},
      rule: {},
      wageringWeights: { LIVE: 10 },
    })
    .returning();
  promotionId = promotion?.id as number;
});
afterAll(() => t.close());

const wallets = async (memberId: number) => ({
  main: await t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: memberId, purpose: 'main' } }),
  bonus: await t.services.ledger.balance({
    merchantId: 1,
    currency: 'PHP',
    ref: { member: memberId, purpose: 'bonus' },
  }),
});

/** A credited entry of the test promotion for the member, as a claim leaves it. */
async function creditedEntry(memberId: number, period: string, amount: number) {
  const [entry] = await t.services.database.db
    .insert(promotionEntries)
    .values({ merchantId: 1, promotionId, memberId, period, state: 'credited', amount })
    .returning();
  return entry?.id as number;
}

const request = (memberId: number, entryId: number, amount: number, multiplier = 5) => ({
  merchantId: 1,
  memberId,
  entryId,
  currency: 'PHP',
  amount,
  multiplier,
  weights: { LIVE: 10 },
  days: 30,
});

const grantOnce = (memberId: number, entryId: number, amount: number, multiplier = 5) =>
  t.services.database.db.transaction((tx) => grants.grant(tx, request(memberId, entryId, amount, multiplier)));

describe('bonus grants (docs/promotions-design.md)', () => {
  it('locks the bonus apart from own money; weighted stakes release it once', async () => {
    const memberId = await seededMemberId(t, 50_000);
    const entryId = await creditedEntry(memberId, 'a', 10_000);
    await grantOnce(memberId, entryId, 10_000);
    // The same entry again: no second grant, no second transfer.
    expect(await grantOnce(memberId, entryId, 10_000)).toBeNull();
    expect(await wallets(memberId)).toEqual({ main: 50_000, bonus: 10_000 });
    expect(await grants.lockedOf(memberId)).toMatchObject({ amount: 10_000, remaining: 50_000 });

    // RNG counts whole, LIVE a tenth (the promotion's weights).
    await t.services.database.db.transaction((tx) =>
      grants.countWagering(tx, [
        { memberId, category: 'RNG', amount: 30_000 },
        { memberId, category: 'LIVE', amount: 100_000 },
      ]),
    );
    expect((await grants.lockedOf(memberId)).remaining).toBe(10_000);
    expect(await grants.releaseMet(memberId)).toBe(0);
    await t.services.database.db.transaction((tx) =>
      grants.countWagering(tx, [{ memberId, category: 'RNG', amount: 10_000 }]),
    );
    expect(await grants.releaseMet(memberId)).toBe(1);
    expect(await grants.releaseMet(memberId)).toBe(0);
    expect(await wallets(memberId)).toEqual({ main: 60_000, bonus: 0 });
    expect(await grants.lockedOf(memberId)).toEqual({ amount: 0, remaining: 0, expiresAt: null });
  });

  it('a withdrawal forfeits the locked bonus, never own money; expiry returns it to the house', async () => {
    const memberId = await seededMemberId(t, 20_000);
    await grantOnce(memberId, await creditedEntry(memberId, 'b1', 5_000), 5_000);
    await grantOnce(memberId, await creditedEntry(memberId, 'b2', 3_000), 3_000);
    const forfeited = await t.services.database.db.transaction((tx) => grants.forfeitAll(tx, memberId, 'member'));
    expect(forfeited).toBe(8_000);
    expect(await wallets(memberId)).toEqual({ main: 20_000, bonus: 0 });

    const grant = await grantOnce(memberId, await creditedEntry(memberId, 'b3', 4_000), 4_000);
    await t.services.database.db
      .update(bonusGrants)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bonusGrants.id, grant?.id as number));
    expect(await grants.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await wallets(memberId)).toEqual({ main: 20_000, bonus: 0 });
    const [row] = await t.services.database.db
      .select()
      .from(bonusGrants)
      .where(eq(bonusGrants.id, grant?.id as number));
    expect(row?.state).toBe('expired');
  });

  it('nothing to wager: released in the same transaction', async () => {
    const memberId = await seededMemberId(t, 0);
    await grantOnce(memberId, await creditedEntry(memberId, 'c', 2_500), 2_500, 0);
    expect(await wallets(memberId)).toEqual({ main: 2_500, bonus: 0 });
  });

  it('50 grants of one entry and 50 releases at once move the money once', async () => {
    const memberId = await seededMemberId(t, 0);
    const entryId = await creditedEntry(memberId, 'd', 7_000);
    await Promise.allSettled(Array.from({ length: 50 }, () => grantOnce(memberId, entryId, 7_000, 1)));
    expect(await wallets(memberId)).toEqual({ main: 0, bonus: 7_000 });
    await t.services.database.db.transaction((tx) =>
      grants.countWagering(tx, [{ memberId, category: 'RNG', amount: 7_000 }]),
    );
    const released = await Promise.all(Array.from({ length: 50 }, () => grants.releaseMet(memberId)));
    expect(released.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await wallets(memberId)).toEqual({ main: 7_000, bonus: 0 });
    if (usingPostgres) expect((await verifyLedger(t.services.database.db)).flatMap((c) => c.problems)).toEqual([]);
  });

  it('a withdrawal never forfeits a grant already met: it is released to the player instead', async () => {
    const memberId = await seededMemberId(t, 0);
    await grantOnce(memberId, await creditedEntry(memberId, 'e1', 6_000), 6_000, 1);
    await grantOnce(memberId, await creditedEntry(memberId, 'e2', 2_000), 2_000, 1);
    // Wagering of the first met (not yet swept), the second not; a stake's rest goes on to the next.
    await t.services.database.db.transaction((tx) =>
      grants.countWagering(tx, [{ memberId, category: 'RNG', amount: 7_000 }]),
    );
    expect(await grants.lockedOf(memberId)).toMatchObject({ amount: 2_000, remaining: 1_000 });
    const forfeited = await t.services.database.db.transaction((tx) => grants.forfeitAll(tx, memberId, 'member'));
    expect(forfeited).toBe(2_000);
    expect(await wallets(memberId)).toEqual({ main: 6_000, bonus: 0 });
  });
});
