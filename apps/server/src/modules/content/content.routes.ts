import { operations, sealServicePath } from '@playdeck/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import type { ContentService } from './content.service';
import { userAgreementOf } from './user-agreement';

const viewerOf = (request: FastifyRequest) => ({ merchant: request.merchant, language: request.language });

/** Content pages (spec 2: user agreement, announcements, hot matches, help centre). */
export async function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  addOperation(app, operations.getUserAgreement, ({ request }) => userAgreementOf(request.merchant, request.language));
  // The same answer for every visitor of a merchant in a language: written once, with an ETag.
  const shared = { sharedAnswers: true };
  addOperation(
    app,
    operations.getAnnouncements,
    ({ query, request }) => content.announcements(viewerOf(request), query),
    shared,
  );
  addOperation(app, operations.getHelpCentre, ({ request }) => content.help(viewerOf(request)), shared);
  addOperation(app, operations.getServiceLink, async ({ request }) => ({
    pathList: await Promise.all(
      request.merchant.settings.servicePaths.map(async (entry) => ({
        ...entry,
        path: await sealServicePath(entry.path),
      })),
    ),
  }));
}
