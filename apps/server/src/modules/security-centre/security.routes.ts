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

/** The security centre (spec: /m/securityCenter). */
export async function securityRoutes(app: FastifyInstance) {
  const { services } = app;

  addOperation(app, operations.getSecurityOverview, ({ request }) =>
    securityOverview(services, request.merchant, request.member),
  );

  addOperation(app, operations.setPaymentPassword, async ({ request, body }) => {
    await setPaymentPassword(services, { merchant: request.merchant, memberId: request.member.memberId, input: body });
    return {};
  });

  addOperation(app, operations.bindMobile, async ({ request, body }) => {
    const { merchant, language } = request;
    await bindMobile(services, { merchant, memberId: request.member.memberId, input: body, language });
    return {};
  });

  addOperation(app, operations.sendEmailCode, ({ request, body }) =>
    sendEmailCode(services, {
      merchant: request.merchant,
      email: body.email,
      ip: request.ip,
      language: request.language,
    }),
  );

  addOperation(app, operations.bindEmail, async ({ request, body }) => {
    const { merchant, language } = request;
    await bindEmail(services, { merchant, memberId: request.member.memberId, input: body, language });
    return {};
  });

  addOperation(app, operations.signOutOtherSessions, async ({ request }) => {
    await signOutOthers(services, request.member);
    return {};
  });

  cardRoutes(app);
}
