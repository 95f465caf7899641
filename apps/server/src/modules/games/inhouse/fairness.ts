import { createHmac } from 'node:crypto';
import { type FloatsInput, readFloats, roundMessage } from './rules/fairness';

export { BP, payoutOf } from './rules/fairness';

/** The floats of round `nonce` (rules/fairness.ts), with node's HMAC: synchronous and fast for the simulations. */
export function floats({ serverSeed, clientSeed, nonce, count }: FloatsInput): number[] {
  return readFloats(
    (cursor) =>
      createHmac('sha256', serverSeed)
        .update(roundMessage(clientSeed, nonce, cursor))
        .digest(),
    count,
  );
}
