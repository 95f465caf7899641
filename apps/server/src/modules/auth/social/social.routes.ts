import { type ErrorCode, operations, socialProviderParams } from '@playdeck/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAppError } from '../../../lib/errors';
import { addOperation } from '../../../lib/operation-route';
import { trustedOrigin } from '../../merchants/trusted-origin';
import type { AuthRouteDeps } from '../auth-deps';
import { sessionContextOf } from '../session-context';
import { exchangeSocialCode, finishSocialLogin, startSocialLogin } from './social.service';

const tags = ['account'];
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

/**
 * Social sign-in with OpenID Connect (contracts social.ts): start, provider callback, code
 * exchange. The callback stays a plain route: it answers the browser with a redirect, not JSON.
 */
export const socialRoutes: FastifyPluginAsyncZod<{ auth: AuthRouteDeps }> = async (app, { auth: deps }) => {
  addOperation(app, operations.startSocialLogin, async ({ params, query, request }) =>
    startSocialLogin(deps, {
      merchant: request.merchant,
      providerName: params.provider,
      redirect: query.redirect,
      origin: await trustedOrigin(deps, request.merchant),
      ip: request.ip,
      log: request.log,
    }),
  );

  app.get(
    '/session/social/:provider/callback',
    {
      // Failures in the hooks too (maintenance, bad query) send the browser back to the login screen.
      errorHandler: callbackFailed,
      schema: {
        tags,
        summary: 'Where the provider returns the browser; redirects to /m/login?social=<code> or ?socialError=<code>',
        params: socialProviderParams,
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      const code = await finishSocialLogin(deps, {
        merchant: request.merchant,
        providerName: request.params.provider,
        query: request.query,
        requestUrl: request.url,
        context: sessionContextOf(request),
      });
      return toLoginScreen(reply, { social: code });
    },
  );

  addOperation(app, operations.exchangeSocialCode, ({ body, request }) =>
    exchangeSocialCode(deps, { merchant: request.merchant, code: body.code, ip: request.ip }),
  );
};
