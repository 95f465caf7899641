import { FEEDBACK_LIMITS, feedbackItem, feedbackPage, feedbackQuery, feedbackRequest } from '../feedback';
import { defineOperations } from '../operation';

const tags = ['feedback'];

/** Feedback with pictures (spec 2 /m/feedback, spec 5 limits, spec 7 feedback PUT). */
export const feedbackOperations = defineOperations({
  sendFeedback: {
    method: 'PUT',
    path: '/wps/member/feedback',
    tags,
    summary:
      'Send feedback: multipart/form-data with category, title (140 characters), content (5 to 300 words) ' +
      'and up to 3 PNG or JPEG pictures of 5 MB each under `images` (checked by content, re-encoded). ' +
      'Rate limited per member.',
    session: 'real',
    encoding: 'multipart',
    files: {
      field: 'images',
      maxFiles: FEEDBACK_LIMITS.maxImages,
      maxBytes: FEEDBACK_LIMITS.maxImageBytes,
      types: ['image/png', 'image/jpeg'],
    },
    body: feedbackRequest,
    response: feedbackItem,
    errors: ['upload.too.large', 'upload.too.many', 'upload.type', 'upload.dimensions', 'upload.empty'],
  },
  getFeedback: {
    method: 'GET',
    path: '/wps/member/feedback',
    tags,
    summary: 'The member’s feedback with the operator’s replies, newest first, a keyset page at a time',
    session: 'member',
    query: feedbackQuery,
    response: feedbackPage,
    errors: [],
  },
});
