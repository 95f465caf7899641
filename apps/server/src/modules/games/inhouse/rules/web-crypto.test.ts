import { createHash, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floats } from '../fairness';
import { floatsWebCrypto, sha256Hex } from './web-crypto';

/**
 * The page verifies rounds with WebCrypto, the server decides them with node:crypto; both feed
 * the same rules (fairness.ts). The two HMACs must give the same floats, or a fair round would
 * be reported as not matching.
 */
describe('the page’s WebCrypto fairness check', () => {
  it('gives the server’s floats', async () => {
    for (let i = 0; i < 500; i++) {
      const seed = randomBytes(32).toString('hex');
      const client = randomBytes(8).toString('hex');
      const nonce = randomInt(0, 1_000_000);
      expect(await floatsWebCrypto({ serverSeed: seed, clientSeed: client, nonce, count: 12 })).toEqual(
        floats({ serverSeed: seed, clientSeed: client, nonce, count: 12 }),
      );
    }
  });

  it('hashes a server seed as the server does', async () => {
    const seed = randomBytes(32).toString('hex');
    expect(await sha256Hex(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });
});
