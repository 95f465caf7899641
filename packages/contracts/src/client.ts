/**
 * The web's entry to the API (conventions 4): the types of each operation's input and output.
 * The routes themselves are `@playdeck/contracts/routes`, one export per operation
 * (`import * as routes`; `callApi(routes.getBalance)`): the build keeps those a chunk calls, so
 * the first load carries only the first screen's (issue 16). Zod-free: only types are
 * taken from the declarations, so nothing of zod reaches the browser through here.
 */
import type * as operationRoutes from './client/routes.gen';
import type { OperationInput, OperationOutput } from './operation';
import type { Operations } from './operations';

export type { OperationRoute, RouteFacts } from './client/operation-route';
export type { BodyEncoding, SessionNeed } from './operation';

/** The operations the web app may call (the member API). */
export type OperationName = keyof typeof operationRoutes & keyof Operations;

/** What the caller of an operation sends (params, query, body). */
export type InputOf<N extends keyof Operations> = OperationInput<Operations[N]>;
/** What the operation answers on success. */
export type OutputOf<N extends keyof Operations> = OperationOutput<Operations[N]>;
