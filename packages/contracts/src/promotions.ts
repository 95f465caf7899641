import { z } from 'zod';
import { languageCode } from './settings';

/** Promotion kinds (issue 12, docs/promotions-design.md). */
export const PROMOTION_KINDS = [
  'deposit_bonus',
  'daily_bonus',
  'rebate',
  'referral',
  'mission',
  'leaderboard',
  'red_rain',
  'vip_club',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The kinds an operator can add (every kind is built). */
export const AVAILABLE_KINDS: readonly PromotionKind[] = [
  'deposit_bonus',
  'daily_bonus',
  'rebate',
  'referral',
  'mission',
  'leaderboard',
  'red_rain',
  'vip_club',
];

/** Kinds a member joins; a rebate runs by itself for everyone eligible. */
export const JOINABLE_KINDS: readonly PromotionKind[] = ['deposit_bonus', 'daily_bonus'];

/** auto: credited when earned; claim: the player presses claim; apply: an operator approves. */
export const CLAIM_MODES = ['auto', 'claim', 'apply'] as const;

/** Spec 4 activity states, as the player sees them. */
export const PROMOTION_STATES = [
  'coming_soon',
  'join',
  'joined',
  'process',
  'applying',
  'rejected',
  'claim',
  'issued',
  'claimed',
  'close',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Money in minor units: positive, and within what a JS number holds exactly. */
const minor = z
  .number()
  .int()
  .positive()
  .max(10 ** 12);

/** Text per language: `{ "TY": "...", "EN": "..." }`. */
const localized = (max: number) =>
  z.partialRecord(
    languageCode,
    z
      .string()
      .max(max)
      .refine((text) => !text.includes('\u0000'), 'no NUL characters'),
  );

/** Who may take part; absent parts do not restrict. */
export const promotionEligibility = z
  .object({
    /** Customer types (spec 6); free-trial accounts (4) never take part. */
    customerTypes: z.array(z.number().int().min(0).max(99)).max(10).optional(),
    minVip: z.number().int().min(0).max(50).optional(),
    maxVip: z.number().int().min(0).max(50).optional(),
    /** Only members registered within this many days. */
    newMembersDays: z.number().int().min(1).max(3650).optional(),
  })
  .strict();

/** The money rule of each kind. */
export const promotionRules = {
  deposit_bonus: z
    .object({
      /** Percent of the qualifying deposit. */
      percent: z.number().int().min(1).max(500),
      cap: minor,
      minDeposit: minor,
      firstDepositOnly: z.boolean().default(false),
    })
    .strict(),
  daily_bonus: z.object({ amount: minor }).strict(),
  rebate: z
    .object({
      /** Basis points of valid bets per game category (50 = 0.5 %). */
      rates: z.record(z.string().regex(/^[A-Z]{2,12}$/), z.number().int().min(0).max(500)),
      /** Extra basis points by VIP level ("3": 10 adds 0.1 % from level 3 up; the highest reached counts). */
      vipExtra: z.record(z.string().regex(/^\d{1,2}$/), z.number().int().min(0).max(500)).default({}),
      period: z.enum(['day', 'week']).default('day'),
    })
    .strict(),
  referral: z.object({ reward: minor, minDeposit: minor }).strict(),
  mission: z
    .object({
      tasks: z
        .array(z.object({ metric: z.enum(['bet', 'deposit']), target: minor, reward: minor }).strict())
        .min(1)
        .max(10),
      period: z.enum(['day', 'week']).default('day'),
    })
    .strict(),
  leaderboard: z
    .object({
      metric: z.enum(['bet', 'win']),
      /** Prize by rank, first place first. */
      prizes: z.array(minor).min(1).max(100),
      period: z.enum(['day', 'week']).default('week'),
    })
    .strict(),
  /**
   * Red envelope rain: sessions in which each eligible member opens one envelope of a random
   * amount in [min, max]; `budget` is each session's own and is never exceeded. Sessions are a
   * fixed list (`sessions`) or a rolling schedule (`repeat`) from the promotion's start: every
   * hour or day, for `minutes`.
   */
  red_rain: z
    .object({
      budget: minor,
      min: minor,
      max: minor,
      /** Each session's start (ISO time) and length in minutes. */
      sessions: z
        .array(
          z.object({ startsAt: z.iso.datetime({ offset: true }), minutes: z.number().int().min(1).max(120) }).strict(),
        )
        .min(1)
        .max(50)
        .optional(),
      repeat: z
        .object({ every: z.enum(['hour', 'day']), minutes: z.number().int().min(1).max(120) })
        .strict()
        .refine((r) => r.every === 'day' || r.minutes < 60, 'an hourly session lasts less than an hour')
        .optional(),
    })
    .strict()
    .refine((rule) => rule.min <= rule.max && rule.max <= rule.budget, 'min <= max <= budget')
    .refine((rule) => (rule.sessions === undefined) !== (rule.repeat === undefined), 'either sessions or repeat'),
  /**
   * The VIP club: levels reached by lifetime approved deposits and valid bets (either threshold
   * reached is enough), each with its benefits. Level numbers are the list's places, 0 first.
   */
  vip_club: z
    .object({
      levels: z
        .array(
          z
            .object({
              name: z.string().min(1).max(30),
              deposits: z
                .number()
                .int()
                .min(0)
                .max(10 ** 12),
              bets: z
                .number()
                .int()
                .min(0)
                .max(10 ** 12),
              upgradeBonus: z
                .number()
                .int()
                .min(0)
                .max(10 ** 12)
                .default(0),
              birthdayBonus: z
                .number()
                .int()
                .min(0)
                .max(10 ** 12)
                .default(0),
              /** The most the member may withdraw in a day at this level (absent: the wallet's own limit). */
              withdrawDailyMax: minor.optional(),
            })
            .strict(),
        )
        .min(2)
        .max(30),
    })
    .strict()
    .refine((rule) => rule.levels[0]?.deposits === 0 && rule.levels[0]?.bets === 0, 'level 0 is for everyone')
    .refine(
      (rule) =>
        rule.levels.every((level, i) => {
          const below = rule.levels[i - 1];
          return !below || (level.deposits > below.deposits && level.bets > below.bets);
        }),
      'each level needs more than the one below',
    ),
} satisfies Record<PromotionKind, z.ZodType>;

const isoTime = z.iso.datetime({ offset: true });

/** What an operator writes for a promotion (the command line validates with it). */
export const promotionInput = z
  .object({
    code: z.string().regex(/^[A-Z0-9_]{2,30}$/, 'upper-case letters, digits, _'),
    kind: z.enum(PROMOTION_KINDS),
    claimMode: z.enum(CLAIM_MODES),
    title: localized(120).refine((value) => Object.keys(value).length > 0, 'at least one language'),
    summary: localized(300).default({}),
    /** HTML per language; sanitised with the allow-list before it is stored. */
    content: localized(60_000).default({}),
    imageUrl: z
      .string()
      .max(300)
      .regex(/^(https?:\/\/|\/media\/)[^\s]+$/)
      .nullable()
      .default(null),
    startsAt: isoTime,
    endsAt: isoTime.nullable().default(null),
    eligibility: promotionEligibility.default({}),
    rule: z.record(z.string(), z.unknown()),
    wageringMultiplier: z.number().int().min(0).max(100).default(0),
    wageringWeights: z.record(z.string().regex(/^[A-Z]{2,12}$/), z.number().int().min(0).max(100)).default({}),
    bonusDays: z.number().int().min(1).max(365).default(30),
    onePerPerson: z.boolean().default(false),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((input, context) => {
    if (!AVAILABLE_KINDS.includes(input.kind))
      context.addIssue({ code: 'custom', path: ['kind'], message: `not available yet: ${AVAILABLE_KINDS.join(', ')}` });
    const rule = promotionRules[input.kind].safeParse(input.rule);
    if (!rule.success)
      for (const issue of rule.error.issues)
        context.addIssue({ code: 'custom', path: ['rule', ...issue.path.map(String)], message: issue.message });
    if (input.endsAt && input.endsAt <= input.startsAt)
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
  })
  .transform((input) => ({ ...input, rule: promotionRules[input.kind].parse(input.rule) as Record<string, unknown> }));

export type PromotionInput = z.infer<typeof promotionInput>;

/** A promotion as the activity centre shows it (spec 2 /m/activity, /m/activityInfo). */
export const promotionView = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  claimMode: z.enum(CLAIM_MODES),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** The state for a visitor (coming_soon, join or close); a member's own is in getMyPromotions. */
  state: z.enum(PROMOTION_STATES),
  wageringMultiplier: z.number().int(),
});
export type PromotionView = z.infer<typeof promotionView>;

export const promotionParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A member's part in a promotion for the current period. */
export const myPromotion = z.object({
  promotionId: z.number().int(),
  state: z.enum(PROMOTION_STATES),
  /** The bonus when it is claimable or credited (minor units). */
  amount: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type MyPromotion = z.infer<typeof myPromotion>;

/** The locked bonus money (wallet and reward centre): how much, what is left to bet, first expiry. */
export const lockedBonus = z.object({
  amount: z.number().int(),
  remaining: z.number().int(),
  expiresAt: z.string().nullable(),
});

/** One period's rebate of the member (/m/member/rebateReport). */
export const rebateEntry = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  /** The day (YYYY-MM-DD) or ISO week (YYYY-Www) the rebate was earned in. */
  period: z.string(),
  amount: z.number().int(),
  state: z.enum(PROMOTION_STATES),
});
export type RebateEntry = z.infer<typeof rebateEntry>;
