// What each in-house game page brings to the common page (inhouse.ts) and its fairness panel.
import type { OutputOf } from '@playdeck/contracts/game-pages-client';
import type { InhouseGame } from '../../rules/game';
import type { Kids } from './dom';

/** A round as the page keeps it: the server's answer, the choices sent and the hash shown before it. */
export type PlayedRound<P, D> = Omit<OutputOf<'playInhouseRound'>, 'detail'> & { detail: D; params: P; hash: string };

/** A choice of the game, as the verify form asks it (a number in a range, or one of options). */
export interface ParamField {
  name: string;
  label: string;
  range?: { min: number; max: number; step: number };
  options?: [value: string, label: string][];
}

export interface Mounted<P, D> {
  stage: Kids;
  controls?: HTMLElement;
  info?: HTMLElement;
  params(): P;
  stakeChanged?(value: number): void;
  play(result: PlayedRound<P, D>): Promise<void>;
}

export interface GameModule<P, D> {
  code: string;
  /** The string key of the play button. */
  action: string;
  /** The game's rules, the very ones the server decides rounds with. */
  rules: InhouseGame<P, D>;
  mount(): Mounted<P, D>;
  /** What must be equal for a verified round to match the played one. */
  key(detail: D): string;
  describe(detail: D): string;
  summary(round: PlayedRound<P, D>): HTMLElement;
  fields: ParamField[];
}
