import {
  bindEmailRequest,
  bindMobileRequest,
  securityOverview as overviewSchema,
  sendCodeResponse,
  sendEmailCodeRequest,
  setPaymentPasswordRequest,
} from '@playdeck/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeResponses, ok } from '../../lib/http';
import { bindEmail, bindMobile, securityOverview, sendEmailCode, setPaymentPassword } from './security.service';

/** The security centre (spec: /m/securityCenter). */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const tags = ['security'];
  const none = envelopeResponses(z.object({}));

  app.get(
    '/security/overview',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Payment password, bound contacts, cards, active sessions',
        response: envelopeResponses(overviewSchema),
      },
    },
    async (request) => ok(await securityOverview(services, request.merchant, request.member)),
  );

  app.post(
    '/security/paymentPassword',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Set (login password) or change (current payment password) the payment password',
        body: setPaymentPasswordRequest,
        response: none,
      },
    },
    async (request) => {
      await setPaymentPassword(services, request.merchant, request.member.memberId, request.body);
      return ok({});
    },
  );

  app.post(
    '/security/mobile',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Bind or change the mobile number (password, SMS code to the new number)',
        body: bindMobileRequest,
        response: none,
      },
    },
    async (request) => {
      await bindMobile(services, request.merchant, request.member.memberId, request.body, request.language);
      return ok({});
    },
  );

  app.post(
    '/verification/email',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Send an e-mail code to bind an address',
        body: sendEmailCodeRequest,
        response: envelopeResponses(sendCodeResponse),
      },
    },
    async (request) =>
      ok(await sendEmailCode(services, request.merchant, request.body.email, request.ip, request.language)),
  );

  app.post(
    '/security/email',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Bind or change the e-mail address (password, e-mailed code)',
        body: bindEmailRequest,
        response: none,
      },
    },
    async (request) => {
      await bindEmail(services, request.merchant, request.member.memberId, request.body, request.language);
      return ok({});
    },
  );

  app.delete(
    '/security/sessions/others',
    { config: { auth: 'member' }, schema: { tags, summary: 'Sign out every other session', response: none } },
    async (request) => {
      await services.sessions.endOthers(
        services.database.db,
        request.member.memberId,
        request.member.sessionId,
        'signed-out-by-member',
      );
      return ok({});
    },
  );
};
