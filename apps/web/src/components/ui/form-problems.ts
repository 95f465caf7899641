import { fieldIssueKey, type SchemaIssueLike } from '@playdeck/contracts/field-issue';
import type { FieldMessage } from './form-message';

export type FieldValues<N extends string> = Record<N, string>;
export type FieldValidator<N extends string> = (value: string, values: FieldValues<N>) => FieldMessage | null;

/** A zod issue as the form reads it (structural: the contracts' schemas are full zod, the wrapper zod/mini). */
interface SchemaIssue extends SchemaIssueLike {
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** What the form needs of a contracts request schema: zod's safeParse with an error map. */
export interface RequestSchema {
  safeParse(
    data: unknown,
    params?: { error?: (issue: SchemaIssueLike) => string },
  ): { success: boolean; error?: { issues: readonly SchemaIssue[] } };
}

/**
 * The request schema of the operation the form submits (the one the server validates with,
 * declared once in contracts), the request the values make, and which field shows a request
 * key's issue when the names differ. A field's own check (a merchant's rule) speaks first.
 */
export interface RequestCheck<N extends string> {
  schema: RequestSchema;
  toRequest(values: FieldValues<N>): unknown;
  fields?: Partial<Record<string, N>>;
}

/**
 * The first problem of each field on screen: its own check (a merchant's rule, which states the
 * rule in words), else the first issue the contracts' request schema raises at it, as a key of
 * the errors catalogue (its own message, or the kind of issue).
 */
export function problemsOf<N extends string>(
  values: FieldValues<N>,
  names: N[],
  validators: Partial<Record<N, FieldValidator<N>>>,
  request: RequestCheck<N> | undefined,
): Map<N, FieldMessage> {
  const problems = new Map<N, FieldMessage>();
  for (const name of names) {
    const problem = validators[name]?.(values[name] ?? '', values);
    if (problem) problems.set(name, problem);
  }
  if (!request) return problems;
  const result = request.schema.safeParse(request.toRequest(values), { error: fieldIssueKey });
  for (const issue of result.error?.issues ?? []) {
    const at = String(issue.path[0] ?? '');
    const name = (request.fields?.[at] ?? at) as N;
    if (!names.includes(name) || problems.has(name)) continue;
    const params: Record<string, string | number> = {};
    if (typeof issue.minimum === 'number') params.minimum = issue.minimum;
    if (typeof issue.maximum === 'number') params.maximum = issue.maximum;
    // A schema's own message names its catalogue (`wallet:account_number_invalid`); a kind is in errors.
    const [ns, key] = issue.message.includes(':') ? issue.message.split(':', 2) : ['errors', issue.message];
    problems.set(name, { key: key ?? '', ns: ns ?? 'errors', params });
  }
  return problems;
}
