/**
 * What a rule message is filled with (issue 8 item 20: a message states the rule). `size` reads
 * "6" for an exact length and "6–16" for a range. Server and web both call this, so the words a
 * field shows are the same whichever side refused it. (No zod here: the web bundle imports it.)
 */
export function ruleMessageParams(rule: { min: number; max: number }): Record<string, string | number> {
  const size = rule.min === rule.max ? String(rule.max) : `${Math.max(rule.min, 1)}–${rule.max}`;
  return { min: rule.min, max: rule.max, size };
}
