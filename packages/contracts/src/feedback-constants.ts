// No zod here: the web's feedback screen imports these alone.

/**
 * Feedback limits (spec 5: a comment of 140 characters, content within word bounds, png or jpg
 * pictures of 5 MB each, 3 at most). The word bounds are not in the spec: 5 to 300 words.
 */
export const FEEDBACK_LIMITS = {
  titleMaxChars: 140,
  minWords: 5,
  maxWords: 300,
  contentMaxChars: 3_000,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  /** Longest side of a picture, in pixels (a phone photo is ~4,000 to 8,000). */
  maxImageSide: 10_000,
  maxImagePixels: 50_000_000,
} as const;

export const FEEDBACK_CATEGORIES = [
  'deposit',
  'withdrawal',
  'games',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Words as a reader counts them: runs of letters or digits (any script). */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}
