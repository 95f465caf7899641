import {
  JOINABLE_KINDS,
  type LanguageCode,
  type MyPromotion,
  type PromotionInput,
  type PromotionState,
  type PromotionView,
  promotionRules,
} from '@playdeck/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { promotions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { recordAudit } from '../../infra/audit/audit.repo';
import { AppError } from '../../lib/errors';
import { sanitiseHtml } from '../../lib/sanitise-html';
import { membersRepo } from '../member-centre/members.repo';
import type { MerchantConfig } from '../settings/settings.service';
import type { BonusGrants } from './bonus-grants';
import { isEligible } from './eligibility';
import { isPeriodKey, periodOf, previousPeriod } from './periods';
import { DUPLICATE_PERSON, type EntryRow, type PromotionRow, promotionsRepo, type SamePerson } from './promotions.repo';
import { settleRebates } from './rebates';
import { rainWindowAt } from './red-rain';

/** Thrown inside a claim's transaction to undo it when the claimant is a second account of one person. */
class SamePersonRefusal extends Error {
  constructor(
    readonly entryId: number,
    readonly matched: SamePerson,
  ) {
    super('same person');
  }
}

/** The text in the reader's language, else the merchant's default, else any. */
function pick(texts: Record<string, string>, language: LanguageCode, fallback: LanguageCode): string {
  return texts[language] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';
}

/** A promotion's state before the member's own part: coming soon, open to join, or closed. */
function scheduleState(promotion: PromotionRow, now: Date): PromotionState {
  if (promotion.status !== 'live' || (promotion.endsAt && promotion.endsAt <= now)) return 'close';
  if (promotion.startsAt > now) return 'coming_soon';
  // A red envelope rain whose last session is over is closed, even before the promotion ends.
  if (promotion.kind === 'red_rain' && !rainWindowAt(promotion, promotionRules.red_rain.parse(promotion.rule), now))
    return 'close';
  // A rebate runs by itself for every eligible member: nothing to join.
  return JOINABLE_KINDS.includes(promotion.kind) ? 'join' : 'process';
}

/** Spec 4: the member's state, from their entry of the current period. */
function entryState(promotion: PromotionRow, entry: EntryRow): PromotionState {
  switch (entry.state) {
    case 'joined':
      return promotion.kind === 'mission' || promotion.kind === 'leaderboard' ? 'process' : 'joined';
    case 'applying':
      return 'applying';
    case 'rejected':
      return 'rejected';
    case 'claimable':
      return 'claim';
    case 'credited':
      return promotion.claimMode === 'auto' ? 'issued' : 'claimed';
  }
}

/** The amount a kind pays as soon as it is entered (a daily bonus); undefined for those earned later. */
function amountOnEntry(promotion: PromotionRow): number | undefined {
  if (promotion.kind === 'daily_bonus') return Number(promotion.rule.amount);
  return undefined;
}

export interface PromotionsDeps {
  db: Db;
  grants: BonusGrants;
}

/** The promotion engine (issue 12, docs/promotions-design.md): catalogue, entries, claims. */
export function createPromotions({ db, grants }: PromotionsDeps) {
  const periodFor = (merchant: MerchantConfig, promotion: PromotionRow, now: Date) =>
    periodOf(promotion.kind, promotion.rule, now, merchant.settings.promotions.timeZone);

  async function assertEligible(merchant: MerchantConfig, memberId: number, promotion: PromotionRow, now: Date) {
    const member = await membersRepo(db, merchant.id).byId(memberId);
    // Free-trial and restricted accounts (types 4, 40-42) never take part.
    const eligible = member !== undefined && isEligible(promotion.eligibility, member, now);
    if (!eligible) throw new AppError('promotion.not.eligible');
  }

  /** Pays a claimable entry: once, however many ask at the same moment. */
  async function credit(merchant: MerchantConfig, promotion: PromotionRow, memberId: number) {
    const paid = await withTransaction(db, async (tx) => {
      const repo = promotionsRepo(tx, merchant.id);
      const entry = await repo.takeClaimable(promotion.id, memberId);
      if (!entry) throw new AppError('promotion.nothing.to.claim');
      if (promotion.onePerPerson) {
        // Claims of a one-per-person promotion are checked one at a time: two accounts of one
        // person claiming at once would each miss the other's uncommitted credit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`promo-person:${promotion.id}`}))`);
        const matched = await repo.samePersonCredited(promotion.id, memberId);
        // The taking is undone with the transaction; the entry is refused and flagged below.
        if (matched) throw new SamePersonRefusal(entry.id, matched);
      }
      await grants.grant(tx, {
        merchantId: merchant.id,
        memberId,
        entryId: entry.id,
        currency: merchant.currency.code,
        amount: entry.amount as number,
        multiplier: promotion.wageringMultiplier,
        weights: promotion.wageringWeights,
        days: promotion.bonusDays,
      });
      return entry;
    }).catch(async (error) => {
      if (!(error instanceof SamePersonRefusal)) throw error;
      // Another account of the same person had it: the entry is refused (the player reads
      // why) and the operator sees the flag.
      await withTransaction(db, async (tx) => {
        const repo = promotionsRepo(tx, merchant.id);
        await repo.refuse(error.entryId, DUPLICATE_PERSON);
        await repo.flag({ promotionId: promotion.id, memberId, matched: error.matched });
      });
      throw new AppError(DUPLICATE_PERSON);
    });
    return paid;
  }

  const mine = (promotion: PromotionRow, entry: EntryRow): MyPromotion => ({
    promotionId: promotion.id,
    state: entryState(promotion, entry),
    amount: entry.amount,
    reason: entry.reason,
  });

  /** The member's state in each visible promotion, for its current period. */
  async function mineOf(merchant: MerchantConfig, memberId: number, now: Date): Promise<MyPromotion[]> {
    const repo = promotionsRepo(db, merchant.id);
    const visible = await repo.visible();
    const entries = await repo.entriesOf(
      memberId,
      visible.map((p) => p.id),
    );
    return visible.flatMap((promotion) => {
      const period = periodFor(merchant, promotion, now);
      const own = entries.filter((e) => e.promotionId === promotion.id).sort((a, b) => a.id - b.id);
      // A reward waiting to be claimed first (whatever its period), else this period's entry.
      const entry = own.find((e) => e.state === 'claimable') ?? own.find((e) => e.period === period);
      return entry ? [mine(promotion, entry)] : [];
    });
  }

  return {
    /** The activity centre (spec 2 /m/activity): what is on or coming, in the operator's order. */
    async list(merchant: MerchantConfig, language: LanguageCode, now = new Date()): Promise<PromotionView[]> {
      const fallback = merchant.settings.languages.default;
      const rows = await promotionsRepo(db, merchant.id).visible();
      return rows.map((p) => ({
        id: p.id,
        code: p.code,
        kind: p.kind,
        claimMode: p.claimMode,
        title: pick(p.title, language, fallback),
        summary: pick(p.summary, language, fallback),
        content: pick(p.content, language, fallback),
        imageUrl: p.imageUrl,
        startsAt: p.startsAt.toISOString(),
        endsAt: p.endsAt?.toISOString() ?? null,
        state: scheduleState(p, now),
        wageringMultiplier: p.wageringMultiplier,
      }));
    },

    /** The member's state in each visible promotion, for its current period. */
    mine: (merchant: MerchantConfig, memberId: number, now = new Date()) => mineOf(merchant, memberId, now),

    async join(merchant: MerchantConfig, memberId: number, id: number, now = new Date()): Promise<MyPromotion> {
      const repo = promotionsRepo(db, merchant.id);
      const promotion = await repo.byId(id);
      if (!promotion) throw new AppError('resource.not.found');
      if (scheduleState(promotion, now) !== 'join') throw new AppError('promotion.closed');
      await assertEligible(merchant, memberId, promotion, now);
      const period = periodFor(merchant, promotion, now);
      const amount = amountOnEntry(promotion);
      const entry = await repo.enter({
        promotionId: promotion.id,
        memberId,
        period,
        state: promotion.claimMode === 'apply' ? 'applying' : amount === undefined ? 'joined' : 'claimable',
        amount: amount ?? null,
      });
      if (!entry) throw new AppError('promotion.already.joined');
      // Credited when earned: an amount known on entry is paid at once.
      if (entry.state === 'claimable' && promotion.claimMode === 'auto')
        return mine(promotion, await credit(merchant, promotion, memberId));
      return mine(promotion, entry);
    },

    async claim(merchant: MerchantConfig, memberId: number, id: number, now = new Date()): Promise<MyPromotion> {
      const promotion = await promotionsRepo(db, merchant.id).byId(id);
      if (!promotion) throw new AppError('resource.not.found');
      return mine(promotion, await credit(merchant, promotion, memberId));
    },

    /** Rewards waiting to be claimed (the reward centre's badge): an earned reward does not lapse. */
    unclaimedCount: (merchant: MerchantConfig, memberId: number) =>
      promotionsRepo(db, merchant.id).claimableCount(memberId),

    /** The locked bonus the player is shown; grants whose wagering is met are released first. */
    async lockedBonus(memberId: number) {
      await grants.releaseMet(memberId);
      return grants.lockedOf(memberId);
    },

    /**
     * Settles a rebate promotion's period (default: the one just ended); a period settled
     * before pays nobody twice.
     */
    async settleRebates(merchant: MerchantConfig, code: string, period?: string, now = new Date()) {
      const promotion = await promotionsRepo(db, merchant.id).byCode(code);
      if (promotion?.kind !== 'rebate') return undefined;
      const rule = promotionRules.rebate.parse(promotion.rule);
      const zone = merchant.settings.promotions.timeZone;
      const settled = period ?? previousPeriod(rule.period, now, zone);
      // Settled once, when over: a period still running would be paid in part, and never again.
      if (!isPeriodKey(rule.period, settled) || settled >= periodOf('rebate', rule, now, zone))
        return { refused: rule.period };
      return { period: settled, ...(await settleRebates({ db, grants }, merchant, promotion, settled)) };
    },

    /** The live rebate promotions of every merchant (the hourly settlement job). */
    liveRebates: () =>
      db
        .select()
        .from(promotions)
        .where(and(eq(promotions.kind, 'rebate'), eq(promotions.status, 'live'))),

    /** The live leaderboards of every merchant (their prizes are paid when a period ends). */
    liveLeaderboards: () =>
      db
        .select()
        .from(promotions)
        .where(and(eq(promotions.kind, 'leaderboard'), eq(promotions.status, 'live'))),

    /** The member's rebates, newest first (/m/member/rebateReport). */
    async rebatesOf(merchant: MerchantConfig, memberId: number, language: LanguageCode) {
      const rows = await promotionsRepo(db, merchant.id).rebateEntriesOf(memberId);
      return rows.map(({ entry, promotion }) => ({
        promotionId: promotion.id,
        title: pick(promotion.title, language, merchant.settings.languages.default),
        period: entry.period,
        amount: entry.amount ?? 0,
        state: entryState(promotion, entry),
      }));
    },

    /** Releases the grants whose wagering is met and expires the overdue (housekeeping, every 30 s). */
    async sweepBonuses(now = new Date()) {
      return { released: await grants.releaseMet(), expired: await grants.expireDue(now) };
    },

    // The operator's side (command line).

    async add(merchantId: number, input: PromotionInput, actor: string) {
      return withTransaction(db, async (tx) => {
        const row = await promotionsRepo(tx, merchantId).insert({
          ...input,
          content: sanitisedTexts(input.content),
          startsAt: new Date(input.startsAt),
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
        });
        await recordAudit(tx, { merchantId, actor, action: 'promotion.add', target: `promotion:${row.id}` });
        return row;
      });
    },

    async setStatus(merchantId: number, code: string, status: PromotionRow['status'], actor: string) {
      return withTransaction(db, async (tx) => {
        const repo = promotionsRepo(tx, merchantId);
        const found = await repo.byCode(code);
        if (!found) return undefined;
        const row = await repo.update(found.id, { status });
        await recordAudit(tx, { merchantId, actor, action: `promotion.${status}`, target: `promotion:${found.id}` });
        return row;
      });
    },

    listAll: (merchantId: number) => promotionsRepo(db, merchantId).all(),

    byCode: (merchantId: number, code: string) => promotionsRepo(db, merchantId).byCode(code),

    applications: (merchantId: number) => promotionsRepo(db, merchantId).entriesInState('applying'),

    /** Claims refused as a second account of one person, newest first. */
    flags: (merchantId: number) => promotionsRepo(db, merchantId).flags(),

    /**
     * Approves an application: it becomes claimable with the amount the operator gives, never
     * above a deposit bonus's cap.
     */
    async approve(merchantId: number, entryId: number, amount: number, actor: string) {
      return withTransaction(db, async (tx) => {
        const promotion = await promotionsRepo(tx, merchantId).promotionOfEntry(entryId);
        if (promotion?.kind === 'deposit_bonus' && amount > promotionRules.deposit_bonus.parse(promotion.rule).cap)
          throw new AppError('amount.out.of.range');
        const row = await promotionsRepo(tx, merchantId).decide(entryId, {
          state: 'claimable',
          amount,
          decidedBy: actor,
        });
        if (row) await recordAudit(tx, { merchantId, actor, action: 'promotion.approve', target: `entry:${entryId}` });
        return row;
      });
    },

    async reject(merchantId: number, entryId: number, reason: string, actor: string) {
      return withTransaction(db, async (tx) => {
        const row = await promotionsRepo(tx, merchantId).decide(entryId, {
          state: 'rejected',
          reason,
          decidedBy: actor,
        });
        if (row) await recordAudit(tx, { merchantId, actor, action: 'promotion.reject', target: `entry:${entryId}` });
        return row;
      });
    },
  };
}

function sanitisedTexts(texts: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([language, html]) => [language, sanitiseHtml(html ?? '')]));
}

export type Promotions = ReturnType<typeof createPromotions>;
