import type { BodyEncoding, OperationSpec } from '../operation';
import type { Operations } from '../operations';

/** Where and how an operation is called: `[method, path, encoding]` (no encoding for JSON). */
export type RouteFacts = readonly [method: OperationSpec['method'], path: string, encoding?: BodyEncoding];

declare const operationName: unique symbol;

/**
 * One member-API operation's route, as the web calls it. The type also names the operation (it
 * has no value: nothing of it is in the page), so a call takes its input and output types from
 * the route it is given.
 */
export type OperationRoute<N extends keyof Operations> = RouteFacts & { readonly [operationName]?: N };
