/**
 * The game pages' entry to their APIs (conventions 4): the generated table of the in-house and
 * sandbox operations and the types of their inputs and outputs. Zod-free, like `./client`.
 */

export type { InputOf, OutputOf } from './client';
export { gamePageRoutes } from './client/game-pages.gen';
