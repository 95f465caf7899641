import { z } from 'zod';

/** One session of a red envelope rain, as a member sees it: never the budget or what is left. */
export const redRainSession = z.object({
  /** The session's place in the promotion's schedule (0 first). */
  index: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Envelopes are falling now. */
  live: z.boolean(),
  /** What the member opened in this session (minor units), null before. */
  opened: z.number().int().nullable(),
});
export type RedRainSession = z.infer<typeof redRainSession>;

/** A live red envelope rain promotion (/m/redRain): its current session, else the next one. */
export const redRainView = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** An envelope holds between these (minor units). */
  min: z.number().int(),
  max: z.number().int(),
  wageringMultiplier: z.number().int(),
  /** Null when every session is over. */
  session: redRainSession.nullable(),
  /** The server's clock (ISO), so the countdown does not trust the phone's. */
  now: z.string(),
});
export type RedRainView = z.infer<typeof redRainView>;

/** An opened envelope: the amount, credited as locked bonus money with its wagering. */
export const redRainOpened = z.object({
  promotionId: z.number().int(),
  sessionIndex: z.number().int(),
  amount: z.number().int(),
  /** What must be bet before the money is released (amount x multiplier; 0: released at once). */
  wagering: z.number().int(),
});
export type RedRainOpened = z.infer<typeof redRainOpened>;
