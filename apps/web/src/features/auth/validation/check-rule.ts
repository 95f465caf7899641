import type { RuleName, ValidationRules } from '@playdeck/contracts';
import { ruleMessageParams } from '@playdeck/contracts/rule-message';
import { errorsMessage, type FieldMessage } from './field-message';

/** Compiled patterns by source: a rule set is fetched once, fields are checked on every keystroke. */
const patterns = new Map<string, RegExp | null>();

function patternOf(source: string): RegExp | null {
  let pattern = patterns.get(source);
  if (pattern === undefined) {
    try {
      pattern = new RegExp(source, 'u');
    } catch {
      // A pattern this browser cannot compile is left to the server, which checks it again.
      pattern = null;
    }
    patterns.set(source, pattern);
  }
  return pattern;
}

/**
 * Spec 5: a field by its named rule from the server's rule set. Empty and not required passes;
 * empty and required is field.required; otherwise the length (in characters, as the server
 * counts) and the pattern, failing with the rule's own message key, which states the rule.
 */
export function checkRule(
  rules: ValidationRules,
  name: RuleName,
  value: string,
  required: boolean,
): FieldMessage | null {
  if (value === '') return required ? errorsMessage('field.required') : null;
  const rule = rules[name];
  if (!rule) return null;
  const length = [...value].length;
  const failed =
    length < rule.min || length > rule.max || (rule.pattern ? patternOf(rule.pattern)?.test(value) === false : false);
  return failed ? ruleMessage(rule) : null;
}

/** A rule's message, filled with its bounds so it says what is expected ("Use 4–16 letters …"). */
export const ruleMessage = (rule: ValidationRules[RuleName]): FieldMessage =>
  errorsMessage(rule.message, ruleMessageParams(rule));
