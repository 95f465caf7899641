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

let segmenter: Intl.Segmenter | null | undefined;

/**
 * Words as a reader counts them, in any language: the Unicode word breaks of the platform's ICU
 * (Intl.Segmenter), which find the words of Chinese, Japanese, Thai, Lao, Khmer and Burmese,
 * written without spaces, by dictionary. Where a browser lacks it, runs of letters or digits.
 */
export function wordCount(text: string): number {
  if (segmenter === undefined)
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'word' }) : null;
  if (!segmenter) return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  let words = 0;
  for (const part of segmenter.segment(text)) if (part.isWordLike) words += 1;
  return words;
}
