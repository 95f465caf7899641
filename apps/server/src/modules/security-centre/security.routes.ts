import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { cardRoutes } from './cards.routes';
import {
  bindEmail,
  bindMobile,
  securityOverview,
  sendEmailCode,
  setPaymentPassword,
  signOutOthers,
} from './security.service';
import type { SecurityDeps } from './security-deps';

/** The security centre (spec: /m/securityCenter). */
export async function securityRoutes(app: FastifyInstance, { security: deps }: { security: SecurityDeps }) {
  addOperation(app, operations.getSecurityOverview, ({ request }) =>
    securityOverview(deps, request.merchant, request.member),
  );

  addOperation(app, operations.setPaymentPassword, async ({ request, body }) => {
    await setPaymentPassword(deps, { merchant: request.merchant, memberId: request.member.memberId, input: body });
    return {};
  });

  addOperation(app, operations.bindMobile, async ({ request, body }) => {
    const { merchant, language } = request;
    await bindMobile(deps, { merchant, memberId: request.member.memberId, input: body, language });
    return {};
  });

  addOperation(app, operations.sendEmailCode, ({ request, body }) =>
    sendEmailCode(deps, {
      merchant: request.merchant,
      email: body.email,
      ip: request.ip,
      language: request.language,
    }),
  );

  addOperation(app, operations.bindEmail, async ({ request, body }) => {
    const { merchant, language } = request;
    await bindEmail(deps, { merchant, memberId: request.member.memberId, input: body, language });
    return {};
  });

  addOperation(app, operations.signOutOtherSessions, async ({ request }) => {
    await signOutOthers(deps, request.member);
    return {};
  });

  cardRoutes(app, deps);
}
