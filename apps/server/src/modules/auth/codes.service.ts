import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema';
import type { Db } from '../../db/types';
import { hmac, randomDigits, safeEqualHex } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { enforceLimits } from '../../lib/limits';
import type { Counters } from '../../lib/rate-limit';

/** How long a code lives, how often one may be sent, how many guesses it takes. */
export const CODE_TTL_MINUTES = 10;
export const RESEND_SECONDS = 60;
export const MAX_ATTEMPTS = 5;

export interface CodeTarget {
  merchantId: number;
  channel: 'sms' | 'email';
  purpose: string;
  /** E.164 number or lower-case e-mail address. */
  destination: string;
}

export interface CodeLimits {
  perDestinationPerHour: number;
  perIpPerHour: number;
  perMerchantPerHour: number;
}

export const defaultCodeLimits: CodeLimits = { perDestinationPerHour: 5, perIpPerHour: 10, perMerchantPerHour: 2000 };

/**
 * One-time codes: six digits from a CSPRNG, stored as an HMAC under a deployment secret (so a
 * leaked table cannot be brute-forced offline), bound to purpose and destination, single use,
 * dead after five wrong tries or ten minutes.
 */
export function createCodeService({
  db,
  counters,
  pepper,
  limits = defaultCodeLimits,
}: {
  db: Db;
  counters: Counters;
  pepper: Buffer;
  limits?: CodeLimits;
}) {
  const digest = (target: CodeTarget, code: string) =>
    hmac(pepper, `${target.merchantId}|${target.channel}|${target.purpose}|${target.destination}|${code}`);

  return {
    /** Makes a code, or refuses (429) within the resend cooldown or over a cap. Returns the code to send. */
    async issue(target: CodeTarget, ip: string, options: { code?: string; ttlMinutes?: number } = {}) {
      // The cooldown is taken in one atomic step (a counter that only the first request in the
      // window sees at 1), so the same number asked from ten networks at once sends one code.
      const cooldown = await counters.hit(
        `code:cooldown:${target.merchantId}:${target.channel}:${target.purpose}:${target.destination}`,
        RESEND_SECONDS,
      );
      if (cooldown.count > 1) throw new AppError('rate.limited', { retryAfterSeconds: cooldown.resetSeconds });
      const hour = 3600;
      await enforceLimits(counters, [
        {
          key: `code:dest:${target.merchantId}:${target.destination}`,
          max: limits.perDestinationPerHour,
          windowSeconds: hour,
        },
        { key: `code:ip:${target.merchantId}:${ip}`, max: limits.perIpPerHour, windowSeconds: hour },
        { key: `code:merchant:${target.merchantId}`, max: limits.perMerchantPerHour, windowSeconds: hour },
      ]);
      const code = options.code ?? randomDigits(6);
      const ttl = options.ttlMinutes ?? CODE_TTL_MINUTES;
      await db.insert(verificationCodes).values({
        ...target,
        codeHash: digest(target, code),
        expiresAt: new Date(Date.now() + ttl * 60_000),
        ip,
      });
      return { code, expiredMinutes: ttl, resendSeconds: RESEND_SECONDS };
    },

    /**
     * Spends the live code of this target if `code` is right. Every guess counts before it is
     * compared; after five the code is dead, even for the right value. Of simultaneous right
     * answers exactly one wins (one conditional update).
     */
    async consume(target: CodeTarget, code: string): Promise<void> {
      // The latest live code of this target (a new code supersedes the ones before it).
      const latest = db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantId, target.merchantId),
            eq(verificationCodes.channel, target.channel),
            eq(verificationCodes.destination, target.destination),
            eq(verificationCodes.purpose, target.purpose),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      // The guess is counted before the code is compared, in one conditional update: of any
      // number of simultaneous guesses only MAX_ATTEMPTS get a row back to compare against.
      const [taken] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, sql`(${latest})`),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, new Date()),
            lt(verificationCodes.attempts, MAX_ATTEMPTS),
          ),
        )
        .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
      if (!taken || !safeEqualHex(taken.codeHash, digest(target, code))) throw new AppError('verification.invalid');
      const won = await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.id, taken.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      if (won.length === 0) throw new AppError('verification.invalid');
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
