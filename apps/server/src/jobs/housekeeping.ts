import { lt } from 'drizzle-orm';
import { captchas, rateLimits, socialExchangeCodes, socialStates, usedNonces, verificationCodes } from '../db/schema';
import type { Services } from '../services';

const EVERY_MS = 10 * 60_000;

/**
 * Deletes what can no longer matter: spent captchas and nonces, old codes, ended counter windows,
 * expired social sign-in states and exchange codes.
 */
export async function sweepExpired(services: Services): Promise<void> {
  const db = services.database.db;
  const now = new Date();
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.delete(usedNonces).where(lt(usedNonces.expiresAt, now));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, dayAgo));
  await db.delete(socialStates).where(lt(socialStates.expiresAt, now));
  await db.delete(socialExchangeCodes).where(lt(socialExchangeCodes.expiresAt, now));
}

/** Runs the sweep every ten minutes in this process; idempotent, so every instance may run it. */
export function startHousekeeping(services: Services): () => void {
  const timer = setInterval(() => {
    sweepExpired(services).catch(() => {
      // The next run tries again; nothing here is urgent.
    });
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
