import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { LanguageCode } from '@playdeck/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { onCommitted } from './db/committed';
import { AppError } from './lib/errors';
import { inProcessCaller } from './lib/in-process-call';
import { refuseNulBytes } from './lib/nul-bytes';
import { repoRoot } from './lib/package-root';
import type { AuthenticatedMember } from './modules/auth/sessions.service';
import { CONTENT_CHANGED } from './modules/content/content.repo';
import type { MerchantConfig } from './modules/settings/settings.service';
import { buildInitSettings, isMaintenanceActive, isRegionRestricted } from './modules/settings/startup-state';
import { registerErrorHandling, sendError } from './plugins/error-handler';
import { registerMemberApiHooks } from './plugins/member-api';
import { registerOpenApi } from './plugins/openapi';
import { PageCache } from './plugins/page-cache';
import { locationOf } from './plugins/request-context';
import { createSerializerCompiler } from './plugins/serializer';
import { registerWebApp, wantsWebApp } from './plugins/web-app';
import { registerMemberRoutes, registerOuterRoutes } from './routes';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's merchant; set on every member API route before the handler runs. */
    merchant: MerchantConfig;
    /** The answer's language: the `Language` header when the merchant supports it, else the merchant's default. */
    language: LanguageCode;
    /** The signed-in member, on routes with `config.auth`. */
    member: AuthenticatedMember;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Secrets never reach the log: session tokens, encryption keys, passwords, codes. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.encryption',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.paymentPassword',
  '*.token',
  '*.code',
];

/**
 * Query parameters that carry secrets (OAuth codes, reset links, a game's launch token `t`) are
 * masked in logged URLs.
 */
const SECRET_PARAMS = /([?&](?:code|state|token|reset|social|secret|t)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** What the request log says about a request: Fastify's default fields, the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function buildApp(services: Services): FastifyInstance {
  const { env } = services;
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: { paths: REDACT, censor: '[redacted]' },
            serializers: { req: requestLogFields },
          },
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (env.TRUST_PROXY as number)
        : env.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A URL Fastify cannot even route (bad percent-encoding, invalid UTF-8) still gets the envelope.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, new AppError('request.malformed')),
    forceCloseConnections: 'idle',
  });
  return app as unknown as FastifyInstance;
}

/** Builds the whole server on the given services: routes, hooks, static web app. */
export async function createApp(services: Services): Promise<FastifyInstance> {
  const { env } = services;
  const app = buildApp(services);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ verify: env.NODE_ENV === 'test' }));
  registerErrorHandling(app, { verifyDeclaredErrors: env.NODE_ENV === 'test' });
  // Before any schema: a NUL byte anywhere in the input is a 400 naming the field, on every route.
  app.addHook('preValidation', async (request) => {
    refuseNulBytes({ body: request.body, querystring: request.query, params: request.params });
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Pages may be framed by the site itself only (in-house games); /docs says DENY (plugins/openapi).
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'SAMEORIGIN');
    // HTTPS to the client, seen on the socket or in X-Forwarded-Proto from a trusted proxy (TRUST_PROXY):
    // request.protocol reads the header only then, so a client on plain http cannot turn it on.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // A request that wrote is answered only once its commit is on disk (PGlite; PostgreSQL does it itself).
    await services.database.flush();
  });

  await registerOpenApi(app);
  await registerOuterRoutes(app, services);
  await app.register(
    async (api) => {
      registerMemberApiHooks(api, {
        resolveMerchant: (where) => services.merchants.resolve(where),
        refusalOf: (request) => {
          if (isMaintenanceActive(request.merchant, new Date())) return 'system.maintenance';
          if (isRegionRestricted(request.merchant, locationOf(request, env.COUNTRY_HEADER))) return 'region.restricted';
          return undefined;
        },
        authenticate: (token, merchantId) => services.sessions.authenticate(token, merchantId),
      });
      await registerMemberRoutes(api, services);
    },
    { prefix: '/wps' },
  );

  const distDir = env.WEB_DIST || path.join(repoRoot, 'apps', 'web', 'dist');
  // Public pages drawn on the server are kept a short while, and dropped at once when the
  // merchant's content or settings change (issue 16).
  const pageCache = new PageCache(env.PAGE_CACHE_SECONDS * 1000);
  onCommitted(services.database.db, CONTENT_CHANGED, (merchantIds) => {
    for (const merchantId of merchantIds) pageCache.forgetMerchant(merchantId);
  });
  services.settings.onChange((merchantId) => pageCache.forgetMerchant(merchantId));
  const sendIndex = await registerWebApp(app, {
    distDir,
    initSettingsFor: async (request) => {
      const merchant = await services.merchants.resolve({ host: request.host });
      return {
        merchantId: merchant.id,
        init: buildInitSettings(merchant, locationOf(request, env.COUNTRY_HEADER), new Date()),
      };
    },
    call: inProcessCaller(app),
    pageCache,
  });
  app.setNotFoundHandler((request, reply) => {
    if (sendIndex && wantsWebApp(request)) return sendIndex(request, reply);
    return sendError(request, reply, new AppError('route.not.found'));
  });

  return app;
}
