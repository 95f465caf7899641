import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw';
import { tickLotteries } from '../../jobs/lottery-draws';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { usingPostgres } from '../../testing/test-database';
import { drawDigits, drawDue, scheduleDraws, upcomingSlots } from './draws';
import { LOTTERY_GAME_CODES, nextSlot, slotAtOrAfter } from './schedule';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

interface DrawRow {
  id: string;
  game: string;
  draw_key: string;
  seed: string;
  seed_hash: string;
  digits: string | null;
  status: string;
  draws_at: Date | string;
}
const draws = () =>
  rawRows<DrawRow>(
    t.services.database.db,
    sql`select id, game, draw_key, seed, seed_hash, digits, status, draws_at from lottery_draws order by draws_at, game`,
  );

describe('lottery schedule (issue 14)', () => {
  it('fast draws fall on the clock’s slots; Vietnamese draws daily at the regions’ times', () => {
    const at = new Date('2026-11-24T13:04:20Z');
    expect(slotAtOrAfter('5D-1', at)).toMatchObject({
      key: '5D-1:2026-11-24T13:05',
      opensAt: new Date('2026-11-24T13:04:00Z'),
      closesAt: new Date('2026-11-24T13:04:50Z'),
      drawsAt: new Date('2026-11-24T13:05:00Z'),
    });
    expect(slotAtOrAfter('5D-3', at).drawsAt).toEqual(new Date('2026-11-24T13:06:00Z'));
    expect(slotAtOrAfter('5D-5', at).drawsAt).toEqual(new Date('2026-11-24T13:05:00Z'));
    // North at 18:15 in Vietnam (11:15 UTC): today's is past at 13:04 UTC, so tomorrow's.
    expect(slotAtOrAfter('VN-north', at)).toMatchObject({
      key: 'VN-north:2026-11-25',
      drawsAt: new Date('2026-11-25T11:15:00Z'),
      closesAt: new Date('2026-11-25T11:00:00Z'),
      opensAt: new Date('2026-11-24T11:15:00Z'),
    });
    expect(slotAtOrAfter('VN-south', new Date('2026-11-24T09:00:00Z')).key).toBe('VN-south:2026-11-24');
    const next = nextSlot(slotAtOrAfter('5D-1', at));
    expect(next.key).toBe('5D-1:2026-11-24T13:06');
    expect(next.opensAt).toEqual(slotAtOrAfter('5D-1', at).drawsAt);
  });

  it('schedules the coming draws once, each seed hashed and kept secret until drawn', async () => {
    const now = new Date('2026-11-24T13:04:20Z');
    expect(await scheduleDraws(t.services.database.db, now)).toBe(upcomingSlots(now).length);
    const first = await draws();
    // Again, and from another instance's clock a second later: nothing new, no seed changed.
    expect(await scheduleDraws(t.services.database.db, now)).toBe(0);
    expect(await scheduleDraws(t.services.database.db, new Date(now.getTime() + 1_000))).toBe(0);
    expect(await draws()).toEqual(first);
    for (const game of LOTTERY_GAME_CODES) expect(first.some((d) => d.game === game)).toBe(true);
    for (const d of first) {
      expect(d.status).toBe('open');
      expect(d.digits).toBeNull();
      expect(d.seed_hash).toBe(createHash('sha256').update(d.seed).digest('hex'));
    }
  });

  it('draws each due draw exactly once, however many callers tick at once; digits from the seed', async () => {
    const later = new Date('2026-11-24T13:20:00Z');
    const before = await draws();
    const due = before.filter((d) => new Date(d.draws_at) <= later);
    expect(due.length).toBeGreaterThanOrEqual(3);
    const results = await Promise.all([1, 2, 3, 4].map(() => drawDue(t.services.database.db, later)));
    const drawnIds = results.flat().map((d) => d.id);
    expect(drawnIds.sort()).toEqual(due.map((d) => Number(d.id)).sort());
    expect(new Set(drawnIds).size).toBe(drawnIds.length);
    for (const d of await draws()) {
      if (new Date(d.draws_at) > later) {
        expect(d.status).toBe('open');
        continue;
      }
      expect(d.status).toBe('drawn');
      expect(d.digits).toBe(drawDigits(d.game as never, d.seed, d.draw_key));
    }
    // Nothing is drawn twice on a later tick.
    expect(await drawDue(t.services.database.db, later)).toEqual([]);
  });

  it('a tick after a pause draws what it missed and schedules the draws from now on', async () => {
    const muchLater = new Date('2026-11-26T00:00:00Z');
    const drawn = await tickLotteries(t.services, muchLater);
    // The VN draws scheduled earlier (25 Nov) and every remaining open draw before now.
    expect(drawn.length).toBeGreaterThan(0);
    const open = (await draws()).filter((d) => d.status === 'open');
    expect(open.every((d) => new Date(d.draws_at) > muchLater)).toBe(true);
    // (A fast draw falling exactly on now was drawn by the same tick.)
    expect(open.length).toBe(upcomingSlots(muchLater).filter((slot) => slot.drawsAt > muchLater).length);
  });
});

describe.runIf(usingPostgres)('two instances tick at once (PostgreSQL)', () => {
  it('each draw is drawn once', async () => {
    const other = await createTestApp({}, { sameDatabaseAs: t });
    try {
      const now = new Date('2026-12-01T08:00:00Z');
      await Promise.all([scheduleDraws(t.services.database.db, now), scheduleDraws(other.services.database.db, now)]);
      const later = new Date('2026-12-01T08:10:00Z');
      const [a, b] = await Promise.all([tickLotteries(t.services, later), tickLotteries(other.services, later)]);
      const ids = [...(a ?? []), ...(b ?? [])].map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
      const [left] = await rawRows<{ n: string }>(
        t.services.database.db,
        sql`select count(*) as n from lottery_draws where status = 'open' and draws_at <= ${later}`,
      );
      expect(Number(left?.n)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
