import { randomInt } from 'node:crypto';
import { type LanguageCode, promotionRules, type RedRainOpened, type RedRainView } from '@playdeck/contracts';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { promotionEntries, promotions, redRainSessions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db, Executor } from '../../db/types';
import { AppError } from '../../lib/errors';
import { membersRepo } from '../member-centre/members.repo';
import type { MerchantConfig } from '../settings/settings.service';
import type { BonusGrants } from './bonus-grants';
import { isEligible } from './eligibility';
import { DUPLICATE_PERSON, type PromotionRow, promotionsRepo } from './promotions.repo';

const EVERY_MS = { hour: 3_600_000, day: 86_400_000 } as const;

type Rule = ReturnType<typeof promotionRules.red_rain.parse>;

/** A session's window, from the rule alone. */
export interface RainWindow {
  index: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The session falling at `now`, else the next one; undefined when none is left inside the
 * promotion's schedule. A fixed list keeps each session's place as its index; a rolling schedule
 * counts periods from the promotion's start (session n starts n hours or days after it).
 */
export function rainWindowAt(promotion: PromotionRow, rule: Rule, now: Date): RainWindow | undefined {
  let found: RainWindow | undefined;
  if (rule.repeat) {
    const every = EVERY_MS[rule.repeat.every];
    const length = rule.repeat.minutes * 60_000;
    const since = now.getTime() - promotion.startsAt.getTime();
    let index = Math.max(0, Math.floor(since / every));
    if (promotion.startsAt.getTime() + index * every + length <= now.getTime()) index++;
    const startsAt = new Date(promotion.startsAt.getTime() + index * every);
    found = { index, startsAt, endsAt: new Date(startsAt.getTime() + length) };
  } else {
    found = (rule.sessions ?? [])
      .map((s, index) => {
        const startsAt = new Date(s.startsAt);
        return { index, startsAt, endsAt: new Date(startsAt.getTime() + s.minutes * 60_000) };
      })
      .filter((w) => w.endsAt > now)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  }
  if (!found || (promotion.endsAt && found.startsAt >= promotion.endsAt)) return undefined;
  // A session never runs past the promotion's end (and one cut short may be over already).
  if (promotion.endsAt && found.endsAt > promotion.endsAt) found.endsAt = promotion.endsAt;
  return found.endsAt > now ? found : undefined;
}

const isFalling = (window: RainWindow, now: Date) => window.startsAt <= now && now < window.endsAt;

/** The session's budget row, made from the rule the first time it is needed (each gets the rule's budget). */
async function sessionRow(db: Executor, promotion: PromotionRow, rule: Rule, window: RainWindow) {
  const where = and(eq(redRainSessions.promotionId, promotion.id), eq(redRainSessions.sessionIndex, window.index));
  const [found] = await db.select().from(redRainSessions).where(where);
  if (found) return found;
  await db
    .insert(redRainSessions)
    .values({
      merchantId: promotion.merchantId,
      promotionId: promotion.id,
      sessionIndex: window.index,
      startsAt: window.startsAt,
      endsAt: window.endsAt,
      budget: rule.budget,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(redRainSessions).where(where);
  return row as typeof redRainSessions.$inferSelect;
}

const periodOf = (index: number) => `rain-${index}`;

export interface RedRainDeps {
  db: Db;
  grants: BonusGrants;
}

/**
 * Red envelope rain (issue 12, docs/promotions-design.md): each session of a live promotion has
 * its own budget row; an eligible member opens one envelope per session, whose amount the server
 * draws in [min, max] and takes from the budget by one conditional statement, so however many
 * open at once the session never pays more than its budget (a CHECK says so too).
 */
export function createRedRain({ db, grants }: RedRainDeps) {
  async function assertEligible(merchant: MerchantConfig, memberId: number, promotion: PromotionRow, now: Date) {
    const member = await membersRepo(db, merchant.id).byId(memberId);
    // Free-trial and restricted accounts (types 4, 40-42) never take part.
    const eligible = member !== undefined && isEligible(promotion.eligibility, member, now);
    if (!eligible) throw new AppError('promotion.not.eligible');
  }

  /** Live rains of the merchant not over yet. */
  const liveRains = (merchantId: number, now: Date) =>
    db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.merchantId, merchantId),
          eq(promotions.kind, 'red_rain'),
          eq(promotions.status, 'live'),
          or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
        ),
      )
      .orderBy(asc(promotions.sortOrder), asc(promotions.id));

  return {
    /** /m/redRain: each live rain's session now or next, and the member's envelope in it. */
    async list(
      merchant: MerchantConfig,
      memberId: number,
      language: LanguageCode,
      now = new Date(),
    ): Promise<RedRainView[]> {
      const rains = await liveRains(merchant.id, now);
      const windows = rains.map((p) => rainWindowAt(p, promotionRules.red_rain.parse(p.rule), now));
      const periods = windows.flatMap((w) => (w ? [periodOf(w.index)] : []));
      const entries =
        rains.length === 0 || periods.length === 0
          ? []
          : await db
              .select()
              .from(promotionEntries)
              .where(
                and(
                  eq(promotionEntries.merchantId, merchant.id),
                  eq(promotionEntries.memberId, memberId),
                  inArray(
                    promotionEntries.promotionId,
                    rains.map((p) => p.id),
                  ),
                  inArray(promotionEntries.period, periods),
                ),
              );
      const fallback = merchant.settings.languages.default;
      const pick = (texts: Record<string, string>) =>
        texts[language] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';
      return rains.map((p, i) => {
        const rule = promotionRules.red_rain.parse(p.rule);
        const window = windows[i];
        const own = window && entries.find((e) => e.promotionId === p.id && e.period === periodOf(window.index));
        return {
          promotionId: p.id,
          title: pick(p.title),
          summary: pick(p.summary),
          min: rule.min,
          max: rule.max,
          wageringMultiplier: p.wageringMultiplier,
          session: window
            ? {
                index: window.index,
                startsAt: window.startsAt.toISOString(),
                endsAt: window.endsAt.toISOString(),
                live: isFalling(window, now) && p.startsAt <= now,
                opened: own?.state === 'credited' ? own.amount : null,
              }
            : null,
          now: now.toISOString(),
        };
      });
    },

    /**
     * Opens the member's envelope of the session falling now, in one transaction: the entry
     * (one per member and session), the draw taken from the budget (the remainder when less is
     * left; refused, changing nothing, when none is), the entry credited, the grant paid.
     */
    async open(merchant: MerchantConfig, memberId: number, id: number, now = new Date()): Promise<RedRainOpened> {
      const promotion = await promotionsRepo(db, merchant.id).byId(id);
      if (promotion?.kind !== 'red_rain') throw new AppError('resource.not.found');
      if (promotion.status !== 'live' || promotion.startsAt > now || (promotion.endsAt && promotion.endsAt <= now))
        throw new AppError('promotion.closed');
      const rule = promotionRules.red_rain.parse(promotion.rule);
      const window = rainWindowAt(promotion, rule, now);
      if (!window || !isFalling(window, now)) throw new AppError('promotion.rain.not.falling');
      await assertEligible(merchant, memberId, promotion, now);
      const session = await sessionRow(db, promotion, rule, window);
      const draw = randomInt(rule.min, rule.max + 1);

      const opened = await withTransaction(db, async (tx) => {
        const repo = promotionsRepo(tx, merchant.id);
        const entry = await repo.enter({
          promotionId: promotion.id,
          memberId,
          period: periodOf(window.index),
          state: 'joined',
          amount: null,
          reference: `red-rain:${session.id}`,
        });
        if (!entry) throw new AppError('promotion.already.opened');
        if (promotion.onePerPerson) {
          // One envelope a session per person: openers are checked one at a time (as claims are),
          // so two accounts of one person opening at once see each other's envelope.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`promo-person:${promotion.id}`}))`);
          const matched = await repo.samePersonAmong(
            memberId,
            tx
              .select({ id: promotionEntries.memberId })
              .from(promotionEntries)
              .where(
                and(
                  eq(promotionEntries.promotionId, promotion.id),
                  eq(promotionEntries.period, periodOf(window.index)),
                  eq(promotionEntries.state, 'credited'),
                ),
              ),
          );
          if (matched) {
            // Kept refused (a second try reads already opened) and flagged for the operator.
            await repo.refuse(entry.id, DUPLICATE_PERSON);
            await repo.flag({ promotionId: promotion.id, memberId, matched });
            return null;
          }
        }
        // One statement: the row is locked and read as the last opener left it, the take is the
        // draw or what is left, and nothing is taken once the budget is spent.
        const left = tx.$with('s').as(
          tx
            .select({
              id: redRainSessions.id,
              left: sql<number>`${redRainSessions.budget} - ${redRainSessions.spent}`.as('left'),
            })
            .from(redRainSessions)
            .where(and(eq(redRainSessions.id, session.id), sql`${redRainSessions.spent} < ${redRainSessions.budget}`))
            .for('update'),
        );
        const take = sql<number>`least(${draw}::bigint, ${left.left})`;
        const [taken] = await tx
          .with(left)
          .update(redRainSessions)
          .set({ spent: sql`${redRainSessions.spent} + ${take}`, opened: sql`${redRainSessions.opened} + 1` })
          .from(left)
          .where(eq(redRainSessions.id, left.id))
          .returning({ amount: take });
        const amount = Number(taken?.amount ?? 0);
        if (amount <= 0) throw new AppError('promotion.budget.spent');
        await tx
          .update(promotionEntries)
          .set({ state: 'credited', amount, updatedAt: now })
          .where(eq(promotionEntries.id, entry.id));
        await grants.grant(tx, {
          merchantId: merchant.id,
          memberId,
          entryId: entry.id,
          currency: merchant.currency.code,
          amount,
          multiplier: promotion.wageringMultiplier,
          weights: promotion.wageringWeights,
          days: promotion.bonusDays,
        });
        return {
          promotionId: promotion.id,
          sessionIndex: window.index,
          amount,
          wagering: amount * promotion.wageringMultiplier,
        };
      });
      if (!opened) throw new AppError(DUPLICATE_PERSON);
      return opened;
    },

    /** The operator's view: a rain's sessions so far (budget, spent, opened), newest first. */
    async sessions(merchantId: number, code: string, now = new Date()) {
      const promotion = await promotionsRepo(db, merchantId).byCode(code);
      if (promotion?.kind !== 'red_rain') return undefined;
      // The current or next session is listed even before anyone opened it.
      const window = rainWindowAt(promotion, promotionRules.red_rain.parse(promotion.rule), now);
      if (window) await sessionRow(db, promotion, promotionRules.red_rain.parse(promotion.rule), window);
      return db
        .select()
        .from(redRainSessions)
        .where(and(eq(redRainSessions.merchantId, merchantId), eq(redRainSessions.promotionId, promotion.id)))
        .orderBy(sql`${redRainSessions.sessionIndex} desc`)
        .limit(50);
    },
  };
}

export type RedRain = ReturnType<typeof createRedRain>;
