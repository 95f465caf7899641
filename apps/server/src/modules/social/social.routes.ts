import {
  type ErrorCode,
  socialExchangeRequest,
  socialExchangeResponse,
  socialStartQuery,
  socialStartResponse,
} from '@playdeck/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAppError } from '../../lib/errors';
import { envelopeResponses, ok } from '../../lib/http';
import { trustedOrigin } from '../../lib/trusted-origin';
import { sessionContextOf } from '../auth/auth.routes';
import { exchangeSocialCode, finishSocialLogin, startSocialLogin } from './social.service';

const tags = ['account'];
const providerParams = z.object({ provider: z.string().max(20) });
const callbackQuery = z.looseObject({
  state: z.string().max(500).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** The callback answers the browser, never with JSON: back to the login screen, with a code or an error code. */
function toLoginScreen(reply: FastifyReply, query: { social: string } | { socialError: ErrorCode }) {
  return reply.header('cache-control', 'no-store').redirect(`/m/login?${new URLSearchParams(query).toString()}`, 302);
}

function callbackFailed(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) {
    if (error.cause) request.log.warn({ err: error.cause }, 'social sign-in failed');
    return toLoginScreen(reply, { socialError: error.code });
  }
  if (error.validation) request.log.warn({ err: error }, 'social callback with a malformed query');
  else request.log.error({ err: error }, 'social sign-in failed');
  return toLoginScreen(reply, { socialError: 'social.failed' });
}

/** Social sign-in with OpenID Connect (contracts social.ts): start, provider callback, code exchange. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  app.get(
    '/session/social/:provider/start',
    {
      schema: {
        tags,
        summary: 'The provider’s sign-in address for google or facebook (GOOGLELOGIN3, FACEBOOKLOGIN3)',
        params: providerParams,
        querystring: socialStartQuery,
        response: envelopeResponses(socialStartResponse),
      },
    },
    async (request) => {
      const { merchant } = request;
      return ok(
        await startSocialLogin(services, {
          merchant,
          providerName: request.params.provider,
          redirect: request.query.redirect,
          origin: await trustedOrigin(request, merchant),
          ip: request.ip,
          log: request.log,
        }),
      );
    },
  );

  app.get(
    '/session/social/:provider/callback',
    {
      // Failures in the hooks too (maintenance, bad query) send the browser back to the login screen.
      errorHandler: callbackFailed,
      schema: {
        tags,
        summary: 'Where the provider returns the browser; redirects to /m/login?social=<code> or ?socialError=<code>',
        params: providerParams,
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      const code = await finishSocialLogin(services, {
        merchant: request.merchant,
        providerName: request.params.provider,
        query: request.query,
        requestUrl: request.url,
        context: sessionContextOf(request),
      });
      return toLoginScreen(reply, { social: code });
    },
  );

  app.post(
    '/session/social/exchange',
    {
      schema: {
        tags,
        summary: 'Trade the one-time code of the callback for the login answer (single use, two minutes)',
        body: socialExchangeRequest,
        response: envelopeResponses(socialExchangeResponse),
      },
    },
    async (request) => ok(await exchangeSocialCode(services, request.merchant, request.body.code, request.ip)),
  );
};
