import { type ErrorCode, errorStatus } from '@playdeck/contracts';

/** A field that failed: its message is the translation of `key` in the request's language. */
export interface FieldIssue {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

export interface AppErrorOptions {
  /** Fields that failed validation (with `validation.failed`). */
  fields?: FieldIssue[];
  /** Extra data for the client (for example `{ captcha: true }`), sent in the answer's `data`. */
  data?: Record<string, unknown>;
  /** Values for the translated message's placeholders. */
  params?: Record<string, string | number>;
  /** Seconds the client should wait (429). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** An error with a code from the closed list; the error handler turns it into the answer envelope. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

/** Zod issues as field issues, with the same message keys as the schema validation of routes. */
export function fieldIssuesOf(
  issues: ReadonlyArray<{ code: string; path: PropertyKey[]; minimum?: unknown; maximum?: unknown; origin?: unknown }>,
  input: unknown,
): FieldIssue[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    let value: unknown = input;
    for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key as string];
    const missing = value === undefined || value === null;
    const key =
      issue.code === 'invalid_type' && missing
        ? 'field.required'
        : issue.code === 'too_small'
          ? issue.origin === 'string'
            ? 'field.too_short'
            : 'field.too_small'
          : issue.code === 'too_big'
            ? issue.origin === 'string'
              ? 'field.too_long'
              : 'field.too_big'
            : 'field.invalid';
    const params: Record<string, string | number> = {};
    if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') params.minimum = Number(issue.minimum);
    if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') params.maximum = Number(issue.maximum);
    return { field, key, params };
  });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
