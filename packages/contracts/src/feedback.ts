import { z } from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, wordCount } from './feedback-constants';
import { cursorPage } from './wallet';

export { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, wordCount };

/**
 * The text fields of a feedback (sent as multipart/form-data with up to 3 files under `images`).
 * The web's form runs the same schema.
 */
export const feedbackRequest = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  title: z.string().trim().min(1).max(FEEDBACK_LIMITS.titleMaxChars),
  content: z
    .string()
    .trim()
    .max(FEEDBACK_LIMITS.contentMaxChars)
    // The message is the errors catalogue's key (server and web say the same).
    .refine((text) => {
      const words = wordCount(text);
      return words >= FEEDBACK_LIMITS.minWords && words <= FEEDBACK_LIMITS.maxWords;
    }, 'feedback.words'),
});

export type FeedbackRequest = z.infer<typeof feedbackRequest>;

export const feedbackItem = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  title: z.string(),
  content: z.string(),
  /** Addresses of the pictures, signed for this member and valid for an hour. */
  images: z.array(z.string()),
  createdAt: z.string(),
  /** The operator's answer (plain text), once there is one. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});

export type FeedbackItem = z.infer<typeof feedbackItem>;

export const feedbackPage = cursorPage(feedbackItem);

export const feedbackQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
