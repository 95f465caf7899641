import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a picture's address works: the feedback list is fetched again when it is opened. */
const VALID_SECONDS = 3_600;

/**
 * Addresses of feedback pictures that work without a session header (an `<img>` cannot send
 * one) and only for whom the feedback list was answered to: signed, expiring, per file.
 */
export function pictureLinks(secret: Buffer) {
  const signatureOf = (name: string, expires: number) =>
    createHmac('sha256', secret).update(`feedback/${name}.${expires}`).digest('base64url').slice(0, 32);

  return {
    /** Rounded to the validity: the same picture has the same address for a while (browser cache). */
    linkTo(name: string, now = Date.now()): string {
      const expires = (Math.floor(now / 1000 / VALID_SECONDS) + 2) * VALID_SECONDS;
      return `/media/feedback/${name}?expires=${expires}&signature=${signatureOf(name, expires)}`;
    },

    isValid(name: string, expires: string | undefined, signature: string | undefined, now = Date.now()): boolean {
      const at = Number(expires);
      if (!Number.isSafeInteger(at) || at * 1000 < now || typeof signature !== 'string') return false;
      const expected = Buffer.from(signatureOf(name, at));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type PictureLinks = ReturnType<typeof pictureLinks>;
