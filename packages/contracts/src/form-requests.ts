import { z } from 'zod/mini';

/**
 * The request schemas a web form runs before it submits (conventions 10: the form's resolver
 * runs the operation's own schema). They are written with zod/mini, whose checks tree-shake: the
 * web's form chunks carry only these, not all of zod (issue 9 item 7 measured the difference).
 * The server validates with the same objects (fastify-type-provider-zod takes any zod 4 schema)
 * and the feature files re-export them. A message is a key of the web's catalogues
 * (`namespace:key`); a check without one is named by its kind in the errors catalogue
 * (field-issue.ts).
 */

/**
 * Money on the wire is an integer in minor units (architecture, Money): positive, whole, and
 * below 10^15 so a JavaScript number holds it exactly. Fractions of the minor unit, zero,
 * negatives, NaN and strings are refused at the edge.
 */
export const amountMinor = z.number().check(z.int(), z.positive(), z.maximum(1e15));

/**
 * A player's request that moves money carries an id the app makes once per submit: a retry
 * (a double tap, a timeout on a slow network) sends the same id and changes nothing more.
 */
export const requestId = z.uuid();

const trimmedMax = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const paymentPassword = z.string().check(z.minLength(1), z.maxLength(64));

export const createDepositRequest = z.object({
  requestId,
  channelId: z.string().check(z.maxLength(40)),
  amount: amountMinor,
  /** Bank transfer: the name on the paying account and the transfer reference. */
  payerName: z.optional(trimmedMax(100)),
  reference: z.optional(trimmedMax(100)),
});

export const withdrawRequest = z.object({
  requestId,
  amount: amountMinor,
  cardId: z.number().check(z.int(), z.positive()),
  paymentPassword,
});

/** Superior transfer (spec 2: /m/upLine/transfer): money sent up to the player's upline. */
export const transferUplineRequest = z.object({ requestId, amount: amountMinor, paymentPassword });

export const addBankCardRequest = z.object({
  bankCode: z.string().check(z.maxLength(20)),
  /** Set once, with the first card, when the member has none yet (spec: payee name of the member). */
  payeeName: z.optional(trimmedMax(100)),
  accountNumber: z.string().check(z.regex(/^[0-9 -]{6,34}$/, 'wallet:account_number_invalid')),
  paymentPassword,
});
