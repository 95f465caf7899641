import {
  COMMON_ERRORS,
  type ErrorCode,
  errorEnvelope,
  type Operation,
  type OperationOutput,
  type OperationRequestParts,
} from '@playdeck/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeResponses, ok } from './http';
import { readMultipart } from './multipart-body';
import { sendShared } from './shared-answer';

/** What a handler gets: the validated parts of the request, and the request and reply themselves. */
export type OperationContext<O extends Operation> = OperationRequestParts<O> & {
  request: FastifyRequest;
  reply: FastifyReply;
};

export type OperationHandler<O extends Operation> = (
  context: OperationContext<O>,
) => Promise<OperationOutput<O>> | OperationOutput<O>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contracts' declaration this route was registered from. */
    operation?: Operation;
  }
}

/** The error codes an operation may answer with: its own and those every operation may. */
export function declaredErrors(operation: Operation): ReadonlySet<ErrorCode> {
  return new Set<ErrorCode>([...COMMON_ERRORS, ...operation.errors]);
}

function routeUrl(app: FastifyInstance, operation: Operation): string {
  const prefix = app.prefix;
  if (!operation.path.startsWith(prefix)) {
    throw new Error(`${operation.id}: ${operation.path} is not under the scope's prefix ${prefix}`);
  }
  return operation.path.slice(prefix.length) || '/';
}

/** A `raw` operation answers its own body on every status; the common errors keep our envelope. */
function rawResponses(response: z.ZodType) {
  const either = z.union([response, errorEnvelope]);
  return { 200: response, '4xx': either, '5xx': either } as const;
}

/**
 * A `signed` body is checked against its signature before it is read (the handler parses it),
 * so only the parameters and the query are validated here; the body schema documents it.
 */
const signedValidator = (route: FastifyRouteSchemaDef<unknown>) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route as FastifyRouteSchemaDef<z.ZodType>);

const SIGNED = 'Signed: X-Timestamp (unix seconds) and X-Signature (hex HMAC-SHA256 of `<timestamp>.<raw body>`). ';

/** How the server runs the route, beyond the contract: its log level (probes log only warnings). */
export interface OperationRouteOptions {
  logLevel?: LogLevel;
  /**
   * The handler answers values shared between requests and never changed (kept by a cache):
   * each is serialised once and answered with an ETag (`sendShared`).
   */
  sharedAnswers?: boolean;
  /**
   * Runs before a `multipart` body is read (a rate limit), so a refused request costs no upload.
   * Needs @fastify/multipart registered in the route's scope.
   */
  beforeUpload?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Registers a route from its declaration in contracts (conventions 4): method, path, schemas,
 * session need and OpenAPI facts all come from there; the handler only does the work.
 */
export function addOperation<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: OperationHandler<O>,
  options: OperationRouteOptions = {},
) {
  const signed = operation.encoding === 'signed';
  const { files } = operation;
  const multipart = operation.encoding === 'multipart' && files;
  app.route({
    method: operation.method,
    url: routeUrl(app, operation),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(signed ? { validatorCompiler: signedValidator } : {}),
    ...(multipart
      ? {
          preValidation: async (request: FastifyRequest) => {
            await options.beforeUpload?.(request);
            await readMultipart(request, files);
          },
        }
      : {}),
    config: {
      operation,
      ...(operation.session !== 'none' ? { auth: operation.session } : {}),
      ...(operation.availableDuringOutage ? { availableDuringOutage: true } : {}),
    },
    schema: {
      operationId: operation.id,
      tags: [...operation.tags],
      summary: operation.summary,
      description: `${signed ? SIGNED : ''}Answers with these error codes of its own: ${operation.errors.join(', ') || 'none'}.`,
      ...(operation.session !== 'none' ? { security: [{ session: [] }] } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: operation.raw ? rawResponses(operation.response) : envelopeResponses(operation.response),
    },
    handler: async (request, reply) => {
      const parts = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as OperationContext<O>;
      const value = await handler(parts);
      if (operation.raw) return value;
      return options.sharedAnswers ? sendShared(request, reply, ok(value)) : ok(value);
    },
  });
}
