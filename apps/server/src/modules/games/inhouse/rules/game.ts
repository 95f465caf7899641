/**
 * An in-house game's rules: it decides a round from the round's floats and the player's
 * choices, and states its return to player (a simulation test checks it). Plain TypeScript,
 * imported by the server (which decides rounds) and the pages (which verify them).
 */
export interface InhouseGame<P, D> {
  code: string;
  /** Return to player, in basis points of the stake (9900 = 99%). */
  rtpBp: number;
  /** Floats one round uses. */
  floatsPerRound: number;
  play(f: readonly number[], params: P): Outcome<D>;
  /** Mean and standard deviation of the multiplier for `params` (for the simulation's tolerance). */
  moments(params: P): { mean: number; sd: number };
}

export interface Outcome<D> {
  multiplierBp: number;
  detail: D;
}
