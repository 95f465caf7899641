import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floats } from '../inhouse/fairness';
import { dice, limbo, slots } from '../inhouse/games';
// The browser's copy of the rules (plain JavaScript the game pages load).
// @ts-expect-error: a JavaScript module without types
import * as browser from './assets/rules.js';

/**
 * The verify form in the game pages recomputes rounds in the browser. It must agree with the
 * server on every round, or a fair round would be reported as not matching: 20,000 random
 * seeds, nonces and choices per game.
 */
const CASES = 20_000;

describe('the browser rules agree with the server', () => {
  it('floats', async () => {
    for (let i = 0; i < 500; i++) {
      const seed = randomBytes(32).toString('hex');
      const client = randomBytes(8).toString('hex');
      const nonce = randomInt(0, 1_000_000);
      expect(await browser.floats(seed, client, nonce, 12)).toEqual(floats(seed, client, nonce, 12));
    }
  });

  it.each([
    [
      'dice',
      dice,
      browser.decideDice,
      () => ({ target: randomInt(200, 9801) / 100, direction: randomInt(0, 2) ? 'under' : 'over' }),
    ],
    ['limbo', limbo, browser.decideLimbo, () => ({ target: randomInt(101, 100_001) / 100 })],
    ['lucky-sevens', slots, browser.decideSevens, () => ({})],
  ] as const)('%s outcomes', async (_name, game, browserDecide, params) => {
    for (let i = 0; i < CASES; i++) {
      const f = floats(randomBytes(16).toString('hex'), 'client', i, game.floatsPerRound);
      const choice = params();
      expect(browserDecide(f, choice)).toEqual(game.play(f, choice as never));
    }
  });
});
