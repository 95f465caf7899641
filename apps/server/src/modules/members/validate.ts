import type { RuleName, ValidationRules } from '@playdeck/contracts';
import type { FieldIssue } from '../../lib/errors';

/**
 * Spec 5: a field by its named rule. Empty and not required passes; empty and required is
 * `field.required`; otherwise length and pattern, failing with the rule's own message.
 */
export function checkField(
  rules: ValidationRules,
  rule: RuleName,
  field: string,
  value: string,
  required: boolean,
): FieldIssue | null {
  if (value === '') return required ? { field, key: 'field.required' } : null;
  const { min, max, pattern, message } = rules[rule];
  const length = [...value].length;
  if (length < min || length > max) return { field, key: message, params: { min, max } };
  if (pattern && !new RegExp(pattern, 'u').test(value)) return { field, key: message, params: { min, max } };
  return null;
}

/** Collects the issues of several checks; the caller throws them together. */
export function collect(...issues: Array<FieldIssue | null>): FieldIssue[] {
  return issues.filter((issue): issue is FieldIssue => issue !== null);
}
