import { describe, expect, it } from 'vitest';
// The server's HMAC (node:crypto); the page's (WebCrypto) is checked against it in web-crypto.test.ts.
import { floats } from '../fairness';
import { dice } from './dice';
import { BP } from './fairness';
import type { InhouseGame } from './game';
import { limbo } from './limbo';
import { luckySevens } from './lucky-sevens';

/**
 * The issue: each in-house game's stated return to player, checked by a simulation of at least
 * 1,000,000 rounds within a tight tolerance: four standard errors of the mean, from the game's
 * exact variance (about ±0.4% for dice and limbo, ±1.5% for the slot, whose top prize is 100x).
 */
const ROUNDS = 1_000_000;

function simulate<P>(game: InhouseGame<P, unknown>, params: P) {
  let total = 0;
  const serverSeed = `rtp-simulation-${game.code}`;
  for (let nonce = 0; nonce < ROUNDS; nonce++) {
    total += game.play(
      floats({ serverSeed, clientSeed: 'simulation-client-seed', nonce, count: game.floatsPerRound }),
      params,
    ).multiplierBp;
  }
  return total / ROUNDS / BP;
}

describe.each([
  { game: dice as InhouseGame<unknown, unknown>, params: { target: 50, direction: 'under' }, label: 'dice under 50' },
  { game: dice as InhouseGame<unknown, unknown>, params: { target: 90, direction: 'over' }, label: 'dice over 90' },
  { game: limbo as InhouseGame<unknown, unknown>, params: { target: 2 }, label: 'limbo 2.00x' },
  { game: limbo as InhouseGame<unknown, unknown>, params: { target: 1.5 }, label: 'limbo 1.50x' },
  { game: luckySevens as InhouseGame<unknown, unknown>, params: {}, label: 'lucky sevens' },
])('$label', ({ game, params }) => {
  it(`returns its stated RTP over ${ROUNDS.toLocaleString('en')} rounds`, () => {
    const { mean, sd } = game.moments(params);
    // The exact expectation matches the statement (to the basis point it is stated in).
    expect(Math.abs(mean - game.rtpBp / BP)).toBeLessThan(0.0001);
    const measured = simulate(game, params);
    const tolerance = (4 * sd) / Math.sqrt(ROUNDS);
    expect(Math.abs(measured - mean), `measured ${measured}, expected ${mean} ± ${tolerance}`).toBeLessThan(tolerance);
  }, 60_000);
});

describe('outcomes', () => {
  it('are the same for the same seeds and nonce, and differ for another nonce', () => {
    const a = dice.play(floats({ serverSeed: 's', clientSeed: 'c', nonce: 7, count: 1 }), {
      target: 50,
      direction: 'under',
    });
    const b = dice.play(floats({ serverSeed: 's', clientSeed: 'c', nonce: 7, count: 1 }), {
      target: 50,
      direction: 'under',
    });
    const c = dice.play(floats({ serverSeed: 's', clientSeed: 'c', nonce: 8, count: 1 }), {
      target: 50,
      direction: 'under',
    });
    expect(a).toEqual(b);
    expect(a.detail.roll).not.toBe(c.detail.roll);
  });

  it('floats lie in [0, 1) and spread evenly', () => {
    const values = floats({ serverSeed: 'seed', clientSeed: 'client', nonce: 1, count: 50_000 });
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const buckets = Array.from({ length: 10 }, () => 0);
    for (const v of values) (buckets[Math.floor(v * 10)] as number)++;
    for (const count of buckets) expect(Math.abs(count - 5000)).toBeLessThan(300);
  });
});
