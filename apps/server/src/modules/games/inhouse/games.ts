import { z } from 'zod';
import { floats } from './fairness';
import { type InhouseGameCode, inhouseGames } from './rules';
import type { DiceParams } from './rules/dice';
import type { FloatsInput } from './rules/fairness';
import type { InhouseGame, Outcome } from './rules/game';
import type { LimboParams } from './rules/limbo';
import type { LuckySevensParams } from './rules/lucky-sevens';

export { type InhouseGameCode, inhouseGames } from './rules';

/** What a player may choose in each game, checked before a round is decided (the rules trust it). */
const paramsOf: { [K in InhouseGameCode]: z.ZodType<Parameters<(typeof inhouseGames)[K]['play']>[1]> } = {
  dice: z.object({
    target: z.number().multipleOf(0.01).min(2).max(98),
    direction: z.enum(['under', 'over']),
  }) satisfies z.ZodType<DiceParams>,
  limbo: z.object({ target: z.number().multipleOf(0.01).min(1.01).max(1000) }) satisfies z.ZodType<LimboParams>,
  'lucky-sevens': z.object({}).strict() as unknown as z.ZodType<LuckySevensParams>,
};

/** A game's rules with its choices' schema, for the service (which knows games by code only). */
export interface PlayableGame {
  rules: InhouseGame<unknown, unknown>;
  params: z.ZodType;
}

export function playableGame(code: string): PlayableGame | undefined {
  if (!Object.hasOwn(inhouseGames, code)) return undefined;
  const key = code as InhouseGameCode;
  return { rules: inhouseGames[key] as InhouseGame<unknown, unknown>, params: paramsOf[key] };
}

/** The outcome of a round from its seeds: what the verify form recomputes. */
export function decide(
  game: InhouseGame<unknown, unknown>,
  { serverSeed, clientSeed, nonce, params }: Omit<FloatsInput, 'count'> & { params: unknown },
): Outcome<unknown> {
  return game.play(floats({ serverSeed, clientSeed, nonce, count: game.floatsPerRound }), params);
}
