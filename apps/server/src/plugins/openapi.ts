import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}
