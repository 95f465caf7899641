/**
 * Responsible gaming's choices, copied from packages/contracts/src/responsible-gaming.ts: that
 * module declares its schemas with zod, and the reality check loads with every member's session,
 * so importing it would bring zod along. services.test.ts checks the copy against the source.
 */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const COOL_OFF_DURATIONS = ['24h', '72h', '1w', '2w', '4w', '6w'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y', 'permanent'] as const;
export const LOOSER_LIMIT_DELAY_HOURS = 24;
export const REALITY_CHECK_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;
export const SESSION_LIMIT_MINUTES = { min: 15, max: 1_440 } as const;
export const MAX_LIMIT_AMOUNT = 1e13;

/** The session limit's quick choices (minutes); any other from 15 to 1440 is typed. */
export const SESSION_PRESETS = [30, 60, 120, 240] as const;

/** Quick amounts per period, in major units (a week's and a month's grow with their length). */
export const LIMIT_PRESETS_MAJOR = {
  day: [500, 1_000, 2_000, 5_000],
  week: [2_000, 5_000, 10_000, 20_000],
  month: [5_000, 10_000, 20_000, 50_000],
} as const;

/** The session's end is announced this long before (issue 15: warn once before the limit ends it). */
export const SESSION_END_WARNING_MS = 5 * 60_000;

export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type BreakKind = 'cool_off' | 'self_exclusion';
export type BreakDuration = (typeof COOL_OFF_DURATIONS)[number] | (typeof SELF_EXCLUSION_DURATIONS)[number];

export const DURATIONS_OF: Record<BreakKind, readonly BreakDuration[]> = {
  cool_off: COOL_OFF_DURATIONS,
  self_exclusion: SELF_EXCLUSION_DURATIONS,
};
