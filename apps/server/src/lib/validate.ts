import { type RuleName, ruleMessageParams, type ValidationRules } from '@playdeck/contracts';
import type { FieldIssue } from './errors';

/**
 * Spec 5: a field by its named rule. Empty and not required passes; empty and required is
 * `field.required`; otherwise length and pattern, failing with the rule's own message.
 */
export function checkField(
  rules: ValidationRules,
  { rule, field, value, required }: { rule: RuleName; field: string; value: string; required: boolean },
): FieldIssue | null {
  if (value === '') return required ? { field, key: 'field.required' } : null;
  const { min, max, pattern, message } = rules[rule];
  const length = [...value].length;
  // The message states the rule (issue 8 item 20): "Use 4–16 letters, digits or _ …".
  const params = ruleMessageParams(rules[rule]);
  if (length < min || length > max) return { field, key: message, params };
  if (pattern && !new RegExp(pattern, 'u').test(value)) return { field, key: message, params };
  return null;
}

/** Collects the issues of several checks; the caller throws them together. */
export function collect(...issues: Array<FieldIssue | null>): FieldIssue[] {
  return issues.filter((issue): issue is FieldIssue => issue !== null);
}
