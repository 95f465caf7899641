import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id settings: 19 MiB, two passes, one lane. */
// algorithm 2 is Argon2id (the package's enum is a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Checks a password; with no stored hash it still spends the time, so timing tells nothing. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

const dummyHash = hash('not-a-real-password', OPTIONS);

let common: Set<string> | undefined;

/**
 * Mozilla's list of the 50,000 most common passwords of eight characters or more (so it holds
 * the 10,000 most common ones our length rule lets through), compared case-insensitively.
 */
export function isCommonPassword(password: string): boolean {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { Decoder } = require('incremental-encoder').default as {
      Decoder: new () => { decode(lines: string[]): string[] };
    };
    const encoded = require('fxa-common-password-list/src/encoded-passwords') as string;
    common = new Set(new Decoder().decode(encoded.split('\n')));
  }
  return common.has(password.toLowerCase());
}
