import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrants, members, promotionEntries, redRainSessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, type Player, player } from '../../testing/wallet';
import { verifyLedger } from '../ledger/verify';
import type { PromotionRow } from './promotions.repo';
import { rainWindowAt } from './red-rain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A red envelope rain of the demo merchant, live (unless told otherwise); its id. */
async function rain(code: string, fields: Record<string, unknown> = {}, status = 'live') {
  const { rule, ...rest } = fields;
  const input = {
    code,
    kind: 'red_rain',
    claimMode: 'auto',
    title: { TY: `Ulan ${code}`, EN: `Rain ${code}` },
    startsAt: iso(-60 * MINUTE),
    wageringMultiplier: 3,
    rule: {
      budget: 100_000,
      min: 100,
      max: 1_000,
      sessions: [{ startsAt: iso(-MINUTE), minutes: 10 }],
      ...(rule as object),
    },
    ...rest,
  };
  const added = await adminCommand(t, 'promotion:add', 'DEMO', JSON.stringify(input));
  expect(added.ok, added.output).toBe(true);
  if (status !== 'draft') expect((await adminCommand(t, 'promotion:status', 'DEMO', code, status)).ok).toBe(true);
  const row = await t.services.promotions.byCode(1, code);
  return row?.id as number;
}

const open = (p: Player | undefined, id: number, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `/wps/promotion/redRain/${id}/open`, headers: { ...p?.headers, ...headers } });
const rains = async (p: Player) =>
  (await t.request({ method: 'GET', url: '/wps/promotion/redRain', headers: p.headers })).json().value as {
    promotionId: number;
    session: { index: number; live: boolean; opened: number | null; startsAt: string; endsAt: string } | null;
  }[];
const bonusWallet = (p: Player | number) =>
  t.services.ledger.balance({
    merchantId: 1,
    currency: 'PHP',
    ref: { member: typeof p === 'number' ? p : p.memberId, purpose: 'bonus' },
  });
const sessionOf = async (id: number) =>
  (await t.services.database.db.select().from(redRainSessions).where(eq(redRainSessions.promotionId, id)))[0];

describe('red envelope rain (issue 12)', () => {
  it('a member opens one envelope of the falling session: a drawn amount, locked with its wagering', async () => {
    const id = await rain('RAIN1');
    const ana = await player(t, 'rain_ana');
    const before = (await rains(ana)).find((r) => r.promotionId === id);
    expect(before?.session).toMatchObject({ index: 0, live: true, opened: null });
    expect(JSON.stringify(before)).not.toMatch(/budget|spent/);

    const opened = await open(ana, id);
    expect(opened.statusCode, opened.body).toBe(200);
    const { amount, wagering, sessionIndex } = opened.json().value;
    expect(sessionIndex).toBe(0);
    expect(amount).toBeGreaterThanOrEqual(100);
    expect(amount).toBeLessThanOrEqual(1_000);
    expect(wagering).toBe(amount * 3);
    expect(await bonusWallet(ana)).toBe(amount);
    expect(
      (await t.request({ method: 'GET', url: '/wps/promotion/bonus', headers: ana.headers })).json().value,
    ).toMatchObject({ amount, remaining: amount * 3 });
    expect((await rains(ana)).find((r) => r.promotionId === id)?.session?.opened).toBe(amount);
    expect(await sessionOf(id)).toMatchObject({ budget: 100_000, spent: amount, opened: 1 });

    // One envelope per member and session: the second changes nothing.
    const again = await open(ana, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('promotion.already.opened');
    expect(again.json().message).toBeTruthy();
    expect(await bonusWallet(ana)).toBe(amount);
    expect(await sessionOf(id)).toMatchObject({ spent: amount, opened: 1 });

    const listed = (await adminCommand(t, 'redrain:sessions', 'DEMO', 'RAIN1')).output;
    expect(listed).toContain(`budget 100000 spent ${amount} left ${100_000 - amount} opened 1`);
  });

  it('without wagering the envelope is the player’s own money at once', async () => {
    const id = await rain('RAINFREE', { wageringMultiplier: 0, rule: { budget: 500, min: 500, max: 500 } });
    const ben = await player(t, 'rain_ben');
    expect((await open(ben, id)).json().value).toMatchObject({ amount: 500, wagering: 0 });
    expect(
      (await t.request({ method: 'GET', url: '/wps/wallets/balance', headers: ben.headers })).json().value.sumBalance,
    ).toBe(500);
  });

  it('opens are limited with joins and claims: 30 a minute per member', async () => {
    const id = await rain('RAINLIMIT');
    const ivy = await player(t, 'rain_ivy');
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await open(ivy, id)).json().errorCode ?? 'ok');
    expect(answers[0]).toBe('ok');
    expect(answers.filter((a) => a === 'promotion.already.opened')).toHaveLength(29);
    expect(answers[30]).toBe('rate.limited');
  });

  it('the last envelope pays what is left; then the budget is spent and nothing changes', async () => {
    const id = await rain('RAINLAST', { rule: { budget: 1_500, min: 1_000, max: 1_000 } });
    const [cy, dee, eli] = [await player(t, 'rain_cy'), await player(t, 'rain_dee'), await player(t, 'rain_eli')];
    expect((await open(cy, id)).json().value.amount).toBe(1_000);
    expect((await open(dee, id)).json().value.amount).toBe(500);
    const spent = await open(eli, id);
    expect(spent.statusCode).toBe(409);
    expect(spent.json().errorCode).toBe('promotion.budget.spent');
    expect(await bonusWallet(eli)).toBe(0);
    // Refused whole: no entry is left behind, so nothing reads as opened.
    const entries = await t.services.database.db
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, id), eq(promotionEntries.memberId, eli.memberId)));
    expect(entries).toEqual([]);
    expect(await sessionOf(id)).toMatchObject({ budget: 1_500, spent: 1_500, opened: 2 });
  });

  it('refuses outside a session, before the next one, paused, ineligible, trial, visitors, bad ids', async () => {
    const later = await rain('RAINLATER', { rule: { sessions: [{ startsAt: iso(60 * MINUTE), minutes: 5 }] } });
    const past = await rain('RAINPAST', { rule: { sessions: [{ startsAt: iso(-30 * MINUTE), minutes: 5 }] } });
    const paused = await rain('RAINPAUSE', {}, 'paused');
    const vip = await rain('RAINVIP', { eligibility: { minVip: 3 } });
    const fay = await player(t, 'rain_fay');

    const notYet = await open(fay, later);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().errorCode).toBe('promotion.rain.not.falling');
    const next = (await rains(fay)).find((r) => r.promotionId === later)?.session;
    expect(next).toMatchObject({ index: 0, live: false, opened: null });
    expect(new Date(next?.startsAt as string).getTime()).toBeGreaterThan(Date.now());
    // Every session over: nothing falls and none is next.
    expect((await open(fay, past)).json().errorCode).toBe('promotion.rain.not.falling');
    expect((await rains(fay)).find((r) => r.promotionId === past)?.session).toBeNull();
    // The activity centre: a rain in progress (its own screen), the one whose sessions are over closed.
    const listed = (await t.request({ method: 'GET', url: '/wps/promotion/list' })).json().value as {
      id: number;
      state: string;
    }[];
    expect(listed.find((p) => p.id === later)?.state).toBe('process');
    expect(listed.find((p) => p.id === past)?.state).toBe('close');
    expect((await open(fay, paused)).json().errorCode).toBe('promotion.closed');
    expect((await rains(fay)).some((r) => r.promotionId === paused)).toBe(false);
    const refused = await open(fay, vip);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('promotion.not.eligible');
    expect((await open(fay, 999_999_999)).statusCode).toBe(404);
    // Another kind's promotion is not a rain.
    await adminCommand(
      t,
      'promotion:add',
      'DEMO',
      JSON.stringify({
        code: 'NOTRAIN',
        kind: 'daily_bonus',
        claimMode: 'claim',
        title: { TY: 'x' },
        startsAt: iso(-MINUTE),
        rule: { amount: 100 },
      }),
    );
    await adminCommand(t, 'promotion:status', 'DEMO', 'NOTRAIN', 'live');
    const daily = (await t.services.promotions.byCode(1, 'NOTRAIN'))?.id as number;
    expect((await open(fay, daily)).statusCode).toBe(404);
    // A NUL in the path, a non-number, a visitor.
    const id = await rain('RAINOPEN');
    expect(
      (await t.request({ method: 'POST', url: `/wps/promotion/redRain/${id}%00/open`, headers: fay.headers }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: '/wps/promotion/redRain/abc/open', headers: fay.headers })).statusCode,
    ).toBe(400);
    expect((await open(undefined, id)).statusCode).toBe(401);
    // A free-trial session is sent to log in; a free-play account (customer type 4) is not eligible.
    const trial = await t.request({
      method: 'GET',
      url: '/wps/session/trial',
      headers: { 'x-forwarded-for': '10.60.0.9' },
    });
    const trialOpen = await open(undefined, id, { authorization: trial.json().value.token });
    expect(trialOpen.json().errorCode).toBe('trial.forbidden');
    const gus = await player(t, 'rain_gus');
    await t.services.database.db.update(members).set({ customerType: 4 }).where(eq(members.id, gus.memberId));
    expect((await open(gus, id)).json().errorCode).toBe('promotion.not.eligible');
    expect(await bonusWallet(gus)).toBe(0);
    expect((await sessionOf(id))?.spent ?? 0).toBe(0);
  });

  it('a rolling schedule: a session every hour from the promotion’s start, the next one counted down', async () => {
    // Started 2 h 5 min ago, 10 minutes each hour: session 2 is falling now.
    const id = await rain('RAINHOURLY', {
      startsAt: iso(-125 * MINUTE),
      rule: { budget: 10_000, min: 100, max: 200, sessions: undefined, repeat: { every: 'hour', minutes: 10 } },
    });
    const hal = await player(t, 'rain_hal');
    const now = (await rains(hal)).find((r) => r.promotionId === id)?.session;
    expect(now).toMatchObject({ index: 2, live: true });
    expect((await open(hal, id)).json().value.sessionIndex).toBe(2);
    // 15 minutes on, session 2 is over: session 3 is next, in 45 minutes.
    const later = (
      await t.services.redRain.list(await demo(), hal.memberId, 'EN', new Date(Date.now() + 15 * MINUTE))
    ).find((r) => r.promotionId === id)?.session;
    expect(later).toMatchObject({ index: 3, live: false, opened: null });
    expect(
      (
        await adminCommand(
          t,
          'promotion:add',
          'DEMO',
          JSON.stringify({
            code: 'BADRAIN',
            kind: 'red_rain',
            claimMode: 'auto',
            title: { TY: 'x' },
            startsAt: iso(0),
            rule: { budget: 100, min: 1, max: 2 },
          }),
        )
      ).ok,
    ).toBe(false);
  });

  it('a red-rain budget is never exceeded with 200 concurrent openers (each paid envelope one transfer)', async () => {
    const id = await rain('RAIN200', { rule: { budget: 20_000, min: 100, max: 400 } });
    const seeded = await adminCommand(t, 'players:seed', 'DEMO', '200', '--funds', '0', '--prefix', 'rain');
    expect(seeded.ok, seeded.output).toBe(true);
    const ids = seeded.output
      .split('\n')
      .slice(1)
      .map((line) => Number(line.split('.')[1]))
      .filter((n) => Number.isSafeInteger(n) && n > 0);
    expect(ids).toHaveLength(200);
    const tokens = await Promise.all(
      ids.map(async (memberId, i) => {
        const { token } = await t.services.sessions.start(t.services.database.db, {
          memberId,
          merchantId: 1,
          context: { ip: `10.70.${Math.floor(i / 250)}.${i % 250}` },
        });
        return token;
      }),
    );
    const answers = await Promise.all(tokens.map((token) => open(undefined, id, { authorization: token })));
    const paid = answers.filter((a) => a.statusCode === 200).map((a) => a.json().value.amount as number);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(
      refused.every((a) => a.json().errorCode === 'promotion.budget.spent'),
      refused[0]?.body,
    ).toBe(true);
    // 200 envelopes of at least 100 want 20,000 or more: the budget runs out and some are refused.
    const total = paid.reduce((sum, amount) => sum + amount, 0);
    const session = await sessionOf(id);
    expect(session?.spent).toBe(total);
    expect(total).toBe(20_000);
    expect(session?.opened).toBe(paid.length);
    expect(refused.length).toBeGreaterThan(0);
    expect(paid.length + refused.length).toBe(200);

    const db = t.services.database.db;
    const entries = await db
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, id), inArray(promotionEntries.memberId, ids)));
    expect(entries).toHaveLength(paid.length);
    expect(entries.every((e) => e.state === 'credited')).toBe(true);
    // One transfer per envelope: each opener's bonus wallet holds exactly its envelope (below),
    // and the ledger's own check finds every balance equal to its entries.
    const grants = await db
      .select({ total: sql<string>`sum(${bonusGrants.amount})::text` })
      .from(bonusGrants)
      .where(inArray(bonusGrants.memberId, ids));
    expect(Number(grants[0]?.total)).toBe(total);
    const bonus = await Promise.all(ids.map((m) => bonusWallet(m)));
    expect(bonus.reduce((a, b) => a + b, 0)).toBe(total);
    const envelopeOf = new Map(entries.map((e) => [e.memberId, e.amount]));
    expect(bonus).toEqual(ids.map((m) => envelopeOf.get(m) ?? 0));
    expect((await verifyLedger(db)).flatMap((c) => c.problems)).toEqual([]);
  }, 120_000);
});

async function demo() {
  const config = await t.services.settings.get(1);
  if (!config) throw new Error('no demo settings');
  return config;
}

describe('a rain’s session now or next (rainWindowAt)', () => {
  const T0 = new Date('2026-11-24T10:00:00Z');
  const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
  const promotion = (endsAt: Date | null = null) => ({ startsAt: T0, endsAt }) as PromotionRow;
  const daily = { budget: 1_000, min: 1, max: 10, repeat: { every: 'day' as const, minutes: 30 } };

  it('a daily rain: today’s while it falls, then tomorrow’s; before the start, the first', () => {
    expect(rainWindowAt(promotion(), daily, at(-90))).toMatchObject({ index: 0, startsAt: T0 });
    expect(rainWindowAt(promotion(), daily, at(24 * 60 + 10))).toMatchObject({ index: 1, startsAt: at(24 * 60) });
    expect(rainWindowAt(promotion(), daily, at(24 * 60 + 30))).toMatchObject({ index: 2, startsAt: at(48 * 60) });
  });

  it('never past the promotion’s end: the last session is cut short, none starts after it', () => {
    const ends = at(24 * 60 + 20);
    expect(rainWindowAt(promotion(ends), daily, at(24 * 60 + 5))).toMatchObject({ index: 1, endsAt: ends });
    expect(rainWindowAt(promotion(ends), daily, at(24 * 60 + 25))).toBeUndefined();
  });

  it('a fixed list keeps each session’s place, whatever its order', () => {
    const rule = {
      budget: 1_000,
      min: 1,
      max: 10,
      sessions: [
        { startsAt: at(120).toISOString(), minutes: 10 },
        { startsAt: at(30).toISOString(), minutes: 10 },
      ],
    };
    expect(rainWindowAt(promotion(), rule, at(0))).toMatchObject({ index: 1, startsAt: at(30) });
    expect(rainWindowAt(promotion(), rule, at(45))).toMatchObject({ index: 0, startsAt: at(120) });
    expect(rainWindowAt(promotion(), rule, at(130))).toBeUndefined();
  });
});
