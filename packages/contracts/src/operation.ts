import type { z } from 'zod';
import type { ErrorCode } from './errors';

/** Any zod 4 schema: full zod, or zod/mini for the requests the web's forms run (form-requests.ts). */
type Schema = z.core.$ZodType;

/**
 * Who may call an operation. `none`: anybody; `member`: a live session (401 otherwise);
 * `real`: a live session of a real account (spec 6: free-trial members are sent to log in);
 * `agent`: a live session of a type that opens agent home (spec 6: not 0, 4 or 40), else
 * `agent.required` (the spec's "Non-agents cannot log in").
 */
export type SessionNeed = 'none' | 'member' | 'real' | 'agent';

/**
 * How the request travels. `json`: a JSON body (or none); `form`: form-encoded (spec 7 names a
 * few); `sealed`: the body is sealed for the server (architecture: login and register), the
 * schema in `sealed` is what the sealed envelope holds; `signed`: a JSON body signed by the
 * caller (X-Timestamp, X-Signature over the raw bytes: vendors, payment gateways), whose
 * signature is checked before the body is read, so the handler gets the raw text and parses it;
 * `multipart`: multipart/form-data, `body` is its text fields and `files` says what files it takes.
 */
export type BodyEncoding = 'json' | 'form' | 'sealed' | 'signed' | 'multipart';

/** The files a `multipart` operation takes: under which field, how many, how big each. */
export interface FileUploadSpec {
  field: string;
  maxFiles: number;
  maxBytes: number;
  /** What the files must be (checked by their content, not their name). */
  types: readonly string[];
}

/** One API operation, declared once: the server registers it, the web calls it, OpenAPI documents it. */
export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The full path, with `:name` parameters (`/wps/transaction/withdraw/:id`). */
  path: string;
  summary: string;
  tags: readonly string[];
  session: SessionNeed;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** For `sealed` operations (whose `body` is the sealed envelope): the schema of what it holds. */
  sealed?: Schema;
  encoding?: BodyEncoding;
  /** For `multipart` operations: the files it takes. */
  files?: FileUploadSpec;
  response: z.ZodType;
  /**
   * The answer is `response` itself, on every status, not our envelope around it: a protocol
   * with an envelope of its own (the vendor API, gateway acknowledgements, probes, the operator
   * API). The common errors still answer with our error envelope.
   */
  raw?: boolean;
  /** The codes this operation answers with, beyond those every operation may answer (COMMON_ERRORS). */
  errors: readonly ErrorCode[];
  /** The operation still answers during maintenance or region restriction (the initial settings call). */
  availableDuringOutage?: boolean;
}

/** An operation with its name (the key it is declared under), used as the OpenAPI operationId. */
export type Operation<S extends OperationSpec = OperationSpec> = S & { readonly id: string };

/**
 * Codes any operation may answer with: bad input, the merchant, the session, limits, outages
 * and the unexpected. An operation lists only what its own work can refuse.
 */
export const COMMON_ERRORS = [
  'validation.failed',
  'request.malformed',
  'payload.too.large',
  'merchant.not.exist',
  'merchant.disabled',
  'route.not.found',
  'session.required',
  'session.expired',
  'trial.forbidden',
  'region.restricted',
  'system.maintenance',
  'rate.limited',
  'system.error',
] as const satisfies readonly ErrorCode[];

/** Declares a feature's operations; each gets its key as its id. */
export function defineOperations<const T extends Record<string, OperationSpec>>(
  specs: T,
): { readonly [K in keyof T]: Operation<T[K]> } {
  const named: Record<string, Operation> = {};
  for (const [id, spec] of Object.entries(specs)) named[id] = { ...spec, id };
  return named as { readonly [K in keyof T]: Operation<T[K]> };
}

type Infer<S, Fallback> = S extends Schema ? z.output<S> : Fallback;
type InferIn<S, Fallback> = S extends Schema ? z.input<S> : Fallback;

/** What a caller sends: path parameters, query and body (the sealed content for sealed operations). */
export type OperationInput<O extends OperationSpec> = (O['params'] extends Schema
  ? { params: InferIn<O['params'], never> }
  : { params?: undefined }) &
  (O['query'] extends Schema ? { query: InferIn<O['query'], never> } : { query?: undefined }) &
  (O extends { sealed: Schema }
    ? { body: InferIn<O['sealed'], never> }
    : O['body'] extends Schema
      ? { body: InferIn<O['body'], never> }
      : { body?: undefined });

/** What the operation answers on success (the envelope's `value`; the whole body of a `raw` one). */
export type OperationOutput<O extends OperationSpec> = Infer<O['response'], never>;

/** What the server's handler receives after validation. */
export interface OperationRequestParts<O extends OperationSpec> {
  params: Infer<O['params'], Record<string, never>>;
  query: Infer<O['query'], Record<string, never>>;
  /** A `signed` body is the raw text: the handler checks the signature, then parses it. */
  body: O extends { encoding: 'signed' } ? string : Infer<O['body'], undefined>;
}
