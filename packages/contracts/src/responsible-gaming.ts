import { z } from 'zod';

/**
 * Responsible gaming (issue 15): what a player limits, for how long a break lasts, and what the
 * screen and the operator see. Money is in minor units, session limits in minutes.
 */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** Cool-off: 24 hours to 6 weeks. */
export const COOL_OFF_DURATIONS = ['24h', '72h', '1w', '2w', '4w', '6w'] as const;
/** Self-exclusion: 6 months, 1, 2 or 5 years, or for good. */
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y', 'permanent'] as const;
/** A looser limit (or a removal) applies this long after it was asked for; a tighter one at once. */
export const LOOSER_LIMIT_DELAY_HOURS = 24;
/** Reality check: minutes between reminders (0 turns it off). */
export const REALITY_CHECK_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;
/** Session time limit: from 15 minutes to 24 hours. */
export const SESSION_LIMIT_MINUTES = { min: 15, max: 1_440 } as const;
/** The largest money limit (minor units): far above any real one, well inside exact integers. */
export const MAX_LIMIT_AMOUNT = 1e13;

export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type LimitKind = MoneyLimitKind | 'session';
export type BreakDuration = (typeof COOL_OFF_DURATIONS)[number] | (typeof SELF_EXCLUSION_DURATIONS)[number];

const limitKind = z.enum([...MONEY_LIMIT_KINDS, 'session']);
const limitPeriod = z.enum([...LIMIT_PERIODS, 'session']);

/** A limit as the screen shows it: what holds now, what waits, and how much of it is used. */
export const limitView = z.object({
  kind: limitKind,
  period: limitPeriod,
  /** What holds now (the tighter of the player's and the operator's), or null for none. */
  amount: z.number().int().nullable(),
  /** The player's own limit (null: none). */
  own: z.number().int().nullable(),
  /** A limit the operator imposed (null: none): the player cannot go above it. */
  operator: z.number().int().nullable(),
  /** A looser change waiting (`amount` null: a removal), and from when it holds. */
  pending: z.object({ amount: z.number().int().nullable(), from: z.string() }).nullable(),
  /** Used in the current period (money limits), and when the period ends. */
  used: z.number().int().nullable(),
  resetsAt: z.string().nullable(),
});

export type LimitView = z.infer<typeof limitView>;

export const rgBreak = z.object({
  kind: z.enum(['cool_off', 'self_exclusion']),
  duration: z.string(),
  startsAt: z.string(),
  /** Null: permanent. */
  endsAt: z.string().nullable(),
});

export type RgBreak = z.infer<typeof rgBreak>;

export const responsibleGamingStatus = z.object({
  currency: z.object({ code: z.string(), symbol: z.string(), exponent: z.number().int() }),
  limits: z.array(limitView),
  realityCheckMinutes: z.number().int(),
  /** The current session: when it started, and stakes and wins since (minor units). */
  session: z.object({
    startedAt: z.string(),
    staked: z.number().int(),
    won: z.number().int(),
    /** When the session time limit ends this session (null: no limit). */
    endsAt: z.string().nullable(),
  }),
  breaks: z.array(rgBreak),
});

export type ResponsibleGamingStatus = z.infer<typeof responsibleGamingStatus>;

/** Set, change or remove (`amount` null) one limit. */
export const setLimitRequest = z.object({
  kind: limitKind,
  period: limitPeriod,
  amount: z.number().int().min(1).max(MAX_LIMIT_AMOUNT).nullable(),
});

export type SetLimitRequest = z.infer<typeof setLimitRequest>;

export const setRealityCheckRequest = z.object({
  minutes: z.union(REALITY_CHECK_CHOICES.map((m) => z.literal(m)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]]),
});

/** A break: the player confirms with their login password (it cannot be undone). */
export const takeBreakRequest = z.object({
  kind: z.enum(['cool_off', 'self_exclusion']),
  duration: z.enum([...COOL_OFF_DURATIONS, ...SELF_EXCLUSION_DURATIONS]),
  password: z.string().min(1).max(100),
});

export type TakeBreakRequest = z.infer<typeof takeBreakRequest>;

export const rgHistoryEntry = z.object({
  at: z.string(),
  actor: z.enum(['player', 'operator']),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

export const rgSessionEntry = z.object({
  startedAt: z.string(),
  /** Null while the session is live. */
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  minutes: z.number().int(),
  /** Wins minus stakes over the session (minor units). */
  net: z.number().int(),
});

export const responsibleGamingHistory = z.object({
  changes: z.array(rgHistoryEntry),
  sessions: z.array(rgSessionEntry),
});

export type ResponsibleGamingHistory = z.infer<typeof responsibleGamingHistory>;

/** The merchant's responsible-gaming set-up (settings key `responsibleGaming`). */
export const responsibleGamingSettings = z.object({
  /** Register asks for the date of birth and refuses a player under the minimum age (spec 5). */
  birthDateRequired: z.boolean(),
  /** The reality check of a member who chose none. */
  realityCheckMinutes: z.number().int().min(0).max(240),
  /** The agreement version a new member consents to (recorded with the consent). */
  agreementVersion: z.string().min(1).max(40),
  /** Limits every new member starts with (player limits they may change, looser ones after 24 hours). */
  defaultLimits: z
    .array(
      z.object({
        kind: limitKind,
        period: limitPeriod,
        amount: z.number().int().min(1).max(MAX_LIMIT_AMOUNT),
      }),
    )
    .max(10),
});

export type ResponsibleGamingSettings = z.infer<typeof responsibleGamingSettings>;
