import { dice } from './dice';
import { limbo } from './limbo';
import { luckySevens } from './lucky-sevens';

/** The in-house games (vendor INHOUSE) by game code. */
export const inhouseGames = { dice, limbo, 'lucky-sevens': luckySevens } as const;
export type InhouseGameCode = keyof typeof inhouseGames;

export const isInhouseGame = (code: string): code is InhouseGameCode => Object.hasOwn(inhouseGames, code);
