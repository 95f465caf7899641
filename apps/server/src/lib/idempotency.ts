import { createHash } from 'node:crypto';
import { AppError } from './errors';

/**
 * One idempotency rule for every operation a client repeats with its own key (issue 8 item 16):
 * the same key with the same body answers the first result; the same key with another body is a
 * 409 `conflict` and changes nothing. The fingerprint is stored with the first result.
 */
export function requestFingerprint(body: Record<string, unknown>): string {
  // Keys sorted and undefined made null, so the same request always hashes the same.
  const canonical = Object.keys(body)
    .sort()
    .map((key) => [key, body[key] ?? null]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * The first result under a key, if this request is the same one; a conflict otherwise. A row
 * stored before fingerprints existed (null) is taken as the same request, as it was then.
 */
export function replayOf<T extends { requestHash: string | null }>(first: T, fingerprint: string, key: string): T {
  if (first.requestHash !== null && first.requestHash !== fingerprint)
    throw new AppError('conflict', { data: { idempotencyKey: key } });
  return first;
}
