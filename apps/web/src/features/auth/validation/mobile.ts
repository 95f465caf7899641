import type { RuleName, ValidationRules } from '@playdeck/contracts';
import { checkRule, ruleMessage } from './check-rule';
import { errorsMessage, type FieldMessage } from './field-message';
import { MOBILE_MAX } from './validators';

/** Spec 5 and 9: a mobile number is digits, at most 20, and passes its named rule. */
export const mobileField =
  (rules: ValidationRules, rule: Extract<RuleName, 'loginMobileNum' | 'mobileNum'>, required = true) =>
  (value: string): FieldMessage | null => {
    if (value.length > MOBILE_MAX) return rules[rule] ? ruleMessage(rules[rule]) : errorsMessage('rule.mobile');
    return checkRule(rules, rule, value, required);
  };
