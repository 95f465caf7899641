import multipart from '@fastify/multipart';
import { FEEDBACK_LIMITS, operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { enforceLimits } from '../../lib/limits';
import { addOperation } from '../../lib/operation-route';
import type { Counters } from '../../lib/rate-limit';
import type { FeedbackService } from './feedback.service';
import { STORED_NAME } from './file-store';

/**
 * Attempts a member may make (refused ones count: each costs an upload and a decode): enough to
 * fix a refused picture a few times, not enough to fill the disk.
 */
const limitsOf = (merchantId: number, memberId: number) => [
  { key: `feedback:minute:${merchantId}:${memberId}`, max: 10, windowSeconds: 60 },
  { key: `feedback:day:${merchantId}:${memberId}`, max: 50, windowSeconds: 86_400 },
];

/** /wps/member/feedback: send (multipart, pictures checked and re-encoded) and list with replies. */
export async function feedbackRoutes(
  app: FastifyInstance,
  { feedback, counters }: { feedback: FeedbackService; counters: Counters },
) {
  // Limits are applied per request from the contract while reading (lib/multipart-body).
  await app.register(multipart, { limits: { fileSize: FEEDBACK_LIMITS.maxImageBytes } });
  addOperation(
    app,
    operations.sendFeedback,
    ({ body, request }) => feedback.send(request.merchant.id, request.member.memberId, body, request.uploads),
    { beforeUpload: (request) => enforceLimits(counters, limitsOf(request.merchant.id, request.member.memberId)) },
  );
  addOperation(app, operations.getFeedback, ({ query, request }) =>
    feedback.page(request.merchant.id, request.member.memberId, query),
  );
}

/**
 * The pictures, at the signed addresses the feedback list gives: an image type and nosniff, no
 * script may run even if one were opened as a page, and only the browser that asked keeps it.
 */
export async function feedbackPictureRoutes(app: FastifyInstance, { feedback }: { feedback: FeedbackService }) {
  app.get<{ Params: { name: string }; Querystring: { expires?: string; signature?: string } }>(
    '/media/feedback/:name',
    async (request, reply) => {
      const { name } = request.params;
      const match = STORED_NAME.exec(name);
      const data = match ? await feedback.picture(name, request.query.expires, request.query.signature) : undefined;
      if (!match || !data) return reply.status(404).send();
      return reply
        .header('content-type', match[1] === 'png' ? 'image/png' : 'image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=3600')
        .send(data);
    },
  );
}
