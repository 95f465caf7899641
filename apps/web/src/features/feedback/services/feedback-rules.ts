import { FEEDBACK_LIMITS, wordCount } from '@playdeck/contracts/feedback-constants';

/**
 * The checks the server makes, made first in the browser so a player hears at once (spec 5: png
 * or jpg, 5 MB each, 3 at most; the words of the content). The server checks again by content.
 */
export function pictureProblem(file: File, alreadyChosen: number): string | undefined {
  if (alreadyChosen >= FEEDBACK_LIMITS.maxImages) return 'upload.too.many';
  if (file.size === 0) return 'upload.empty';
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'upload.type';
  if (file.size > FEEDBACK_LIMITS.maxImageBytes) return 'upload.too.large';
  return undefined;
}

export type FeedbackField = 'category' | 'title' | 'content';

export function fieldProblems(values: { category: string; title: string; content: string }) {
  const problems: Partial<Record<FeedbackField, string>> = {};
  if (!values.category) problems.category = 'feedback:category_required';
  const title = values.title.trim();
  if (!title) problems.title = 'errors:field.required';
  else if (title.length > FEEDBACK_LIMITS.titleMaxChars) problems.title = 'errors:field.too_long';
  const words = wordCount(values.content);
  if (words < FEEDBACK_LIMITS.minWords || words > FEEDBACK_LIMITS.maxWords) problems.content = 'errors:feedback.words';
  return problems;
}
