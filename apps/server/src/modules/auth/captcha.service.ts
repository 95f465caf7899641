import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { captchas } from '../../db/schema';
import type { Db } from '../../db/types';
import { hmac, randomDigits, safeEqualHex } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { renderCaptcha } from './captcha-image';

const CAPTCHA_TTL_MS = 5 * 60_000;
const CAPTCHA_LENGTH = 4;

/** Server-made captchas: single use, five minutes, the answer stored as an HMAC. */
export function createCaptchaService(db: Db, pepper: Buffer) {
  const digest = (id: string, answer: string) => hmac(pepper, `captcha|${id}|${answer.trim().toLowerCase()}`);

  return {
    async create(merchantId: number): Promise<{ captchaId: string; image: string }> {
      const answer = randomDigits(CAPTCHA_LENGTH);
      const [row] = await db
        .insert(captchas)
        .values({ merchantId, answerHash: '', expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) })
        .returning({ id: captchas.id });
      if (!row) throw new Error('captcha insert returned no row');
      await db
        .update(captchas)
        .set({ answerHash: digest(row.id, answer) })
        .where(eq(captchas.id, row.id));
      const png = await renderCaptcha(answer);
      return { captchaId: row.id, image: `data:image/png;base64,${png.toString('base64')}` };
    },

    /** Spends the captcha whatever the answer (single use), then checks the answer. */
    async verify(merchantId: number, captchaId: string | undefined, answer: string | undefined): Promise<void> {
      if (!captchaId || !answer) throw new AppError('captcha.required', { data: { captcha: true } });
      if (!/^[0-9a-f-]{36}$/.test(captchaId)) throw new AppError('captcha.invalid', { data: { captcha: true } });
      const [spent] = await db
        .update(captchas)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(captchas.id, captchaId),
            eq(captchas.merchantId, merchantId),
            isNull(captchas.usedAt),
            gt(captchas.expiresAt, new Date()),
          ),
        )
        .returning({ answerHash: captchas.answerHash });
      if (!spent || !safeEqualHex(spent.answerHash, digest(captchaId, answer))) {
        throw new AppError('captcha.invalid', { data: { captcha: true } });
      }
    },

    async forgetExpired() {
      await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - CAPTCHA_TTL_MS)));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** For tests: reads a live captcha's answer by trying every code (four digits, cheap). */
export function solveCaptchaForTests(pepper: Buffer, captchaId: string, answerHash: string): string {
  for (let n = 0; n < 10 ** CAPTCHA_LENGTH; n++) {
    const guess = String(n).padStart(CAPTCHA_LENGTH, '0');
    if (hmac(pepper, `captcha|${captchaId}|${guess}`) === answerHash) return guess;
  }
  throw new Error('no answer');
}
