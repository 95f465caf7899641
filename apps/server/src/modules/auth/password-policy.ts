import type { FieldIssue } from '../../lib/errors';
import { isCommonPassword } from './passwords';

/** Context words shorter than this are not looked for inside a password (too many false hits). */
const MIN_CONTEXT_WORD = 3;

/** What a new login password is checked against besides the merchant's length rule. */
export interface PasswordContext {
  /** The player's username (for a mobile registration, the number it is made of). */
  username: string;
  /** The merchant's site name and code: the first words a guesser tries. */
  siteName: string;
  merchantCode: string;
}

/**
 * NIST 800-63B 5.1.1.2: refuse passwords that are only blanks, one character repeated, on the
 * list of common passwords, or made of context words (the username, the site's name), compared
 * without case. Answers the issue for `field`, or null when the password may be used.
 */
export function passwordIssue(password: string, context: PasswordContext, field: string): FieldIssue | null {
  if (password.trim() === '') return { field, key: 'password.blank' };
  const lower = password.toLowerCase();
  const words = [context.username, context.siteName, context.siteName.replace(/\s+/g, ''), context.merchantCode]
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= MIN_CONTEXT_WORD);
  if (words.some((word) => lower.includes(word))) return { field, key: 'password.context' };
  if (new Set(lower).size === 1 || isCommonPassword(password)) return { field, key: 'password.weak' };
  return null;
}
