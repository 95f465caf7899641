import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The reference page loads only its own scripts and styles (no inline script: swagger-ui-dist's
 * initializer is a file) and is never framed: a framed "Try it out" could be clickjacked into
 * sending requests with a pasted token. No upgrade-insecure-requests: the demo runs on plain http.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The OpenAPI document, generated from the routes' zod schemas, and its reference page at /docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Playdeck API',
        description:
          'Member API (/wps), vendor seamless-wallet API (/vendor-api) and operator API (/admin/api). ' +
          'Every answer is { success: true, value } or { success: false, errorCode, message, data }. ' +
          'Send Merchant (merchant code), Language (EN, TY), Device (MOBILE, OTHERS) and, once logged in, Authorization.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
  // For browsers that predate frame-ancestors; every route of the reference page (its redirects too).
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/docs')) reply.header('x-frame-options', 'DENY');
  });
}
