/**
 * The errors-catalogue key of a schema issue that names no key of its own (no zod here: the web
 * bundle imports it). A request schema's own messages are catalogue keys (`wallet:account_number_invalid`); a
 * check declared without one (`.max(64)`) is named by its kind, as the server's validation answer
 * names it: the web's forms pass this as the error map when they run the contracts' schema.
 */
export interface SchemaIssueLike {
  code: string;
  origin?: string;
  input?: unknown;
}

export function fieldIssueKey(issue: SchemaIssueLike): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'field.required';
  if (issue.code === 'too_small') return issue.origin === 'string' ? 'field.too_short' : 'field.too_small';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'field.too_long' : 'field.too_big';
  return 'field.invalid';
}
