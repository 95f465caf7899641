import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { userAgreementOf } from './user-agreement';

/** Content pages (spec: the user agreement). */
export async function contentRoutes(app: FastifyInstance) {
  addOperation(app, operations.getUserAgreement, ({ request }) => userAgreementOf(request.merchant, request.language));
}
