import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { desc, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { serverKeys, usedNonces } from '../../db/schema';
import type { Db } from '../../db/types';
import { randomCode, sha256 } from '../../lib/crypto';
import { AppError, fieldIssuesOf } from '../../lib/errors';
import { refuseNulBytes } from '../../lib/nul-bytes';

/** A body older than this (by its own timestamp) is refused, and so is any body seen before. */
const MAX_AGE_MS = 5 * 60_000;

interface Key {
  id: string;
  publicKeySpki: string;
  privateKey: KeyObject;
}

/**
 * Login and register bodies arrive encrypted (architecture, API conventions): the client seals
 * the JSON with AES-256-GCM under a fresh key and wraps that key with our RSA-OAEP-256 public
 * key. `Encryption: <keyId>.<wrapped key, base64url>`; body `{ value: base64(iv ‖ ciphertext ‖ tag) }`.
 * The key pair lives in the database so every instance decrypts what any other published.
 */
export function createRequestCrypto(db: Db) {
  const keys = new Map<string, Key>();
  let current: Promise<Key> | null = null;

  async function loadKey(id: string): Promise<Key | undefined> {
    const cached = keys.get(id);
    if (cached) return cached;
    const [row] = await db.select().from(serverKeys).where(sql`${serverKeys.id} = ${id}`);
    if (!row) return undefined;
    const key = { id: row.id, publicKeySpki: row.publicKeySpki, privateKey: createPrivateKey(row.privateKeyPem) };
    keys.set(id, key);
    return key;
  }

  async function currentKey(): Promise<Key> {
    const [row] = await db
      .select({ id: serverKeys.id })
      .from(serverKeys)
      .where(isNull(serverKeys.retiredAt))
      .orderBy(desc(serverKeys.createdAt))
      .limit(1);
    if (row) return (await loadKey(row.id)) as Key;
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const id = randomCode(10);
    await db.insert(serverKeys).values({
      id,
      privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKeySpki: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    });
    return (await loadKey(id)) as Key;
  }

  return {
    async publicKey() {
      current ??= currentKey().catch((error) => {
        current = null;
        throw error;
      });
      const key = await current;
      return { keyId: key.id, algorithm: 'RSA-OAEP-256' as const, publicKey: key.publicKeySpki };
    },

    /**
     * Decrypts, checks freshness and single use, then validates with `schema`. `header` is the
     * request's `Encryption` header as it came (anything but one string is no header).
     */
    async open<T extends z.ZodType>(header: unknown, value: string, schema: T): Promise<z.infer<T>> {
      if (typeof header !== 'string' || !header) throw new AppError('encryption.required');
      const [keyId, wrapped] = header.split('.');
      const key = keyId && wrapped ? await loadKey(keyId) : undefined;
      if (!key || !wrapped) throw new AppError('encryption.invalid');

      let json: unknown;
      try {
        const aesKey = privateDecrypt(
          { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(wrapped, 'base64url'),
        );
        const sealed = Buffer.from(value, 'base64');
        if (aesKey.length !== 32 || sealed.length < 12 + 16 + 2) throw new Error('short');
        const decipher = createDecipheriv('aes-256-gcm', aesKey, sealed.subarray(0, 12));
        decipher.setAuthTag(sealed.subarray(sealed.length - 16));
        const plain = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
        json = JSON.parse(plain.toString('utf8'));
      } catch {
        // Wrong key, tampered ciphertext or tag, or not JSON: all the same to the client.
        throw new AppError('encryption.invalid');
      }

      const stamp = (json as { timestamp?: unknown } | null)?.timestamp;
      if (typeof stamp !== 'number' || Math.abs(Date.now() - stamp) > MAX_AGE_MS) {
        throw new AppError('encryption.invalid');
      }
      const nonce = await db
        .insert(usedNonces)
        .values({ nonce: sha256(wrapped), expiresAt: new Date(Date.now() + 2 * MAX_AGE_MS) })
        .onConflictDoNothing()
        .returning({ nonce: usedNonces.nonce });
      if (nonce.length === 0) throw new AppError('encryption.invalid');

      refuseNulBytes({ body: json }); // as every plain body is (app.ts), once it is readable
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        throw new AppError('validation.failed', { fields: fieldIssuesOf(parsed.error.issues, json) });
      }
      return parsed.data;
    },

    async forgetOldNonces() {
      await db.delete(usedNonces).where(lt(usedNonces.expiresAt, new Date()));
    },
  };
}

export type RequestCrypto = ReturnType<typeof createRequestCrypto>;
