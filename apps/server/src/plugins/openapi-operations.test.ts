import { type Operation, operations } from '@playdeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';

/**
 * Routes that are not API operations, each with its reason: they answer a page, an image or a
 * redirect, not the JSON envelope. Anything else the server answers must be declared once in
 * contracts (conventions 4) and registered from that declaration.
 */
const NOT_OPERATIONS: Record<string, string> = {
  'GET /media/games/{file}': 'a game image',
  'GET /media/{merchant}/vendors/{file}': 'a vendor icon',
  'GET /media/banners/{file}': 'a demo banner picture',
  'GET /media/teams/{file}': 'a demo team emblem',
  'GET /media/feedback/{name}': 'a feedback picture, at a signed address the feedback list gives',
  'GET /sandbox-gateway/pay': "the demo gateway's payment page (HTML), standing in for an outside site",
  'POST /sandbox-gateway/pay': "the demo gateway's form post, answered with a 303 redirect",
  'GET /wps/session/social/{provider}/callback': "the identity provider's return, answered with a redirect",
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document comes from the operations declared in contracts', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, { operationId?: string }>> };

  beforeAll(async () => {
    t = await createTestApp();
    document = t.app.swagger() as typeof document;
  });
  afterAll(() => t.close());

  it('documents every declared operation under its name', () => {
    for (const operation of Object.values(operations) as Operation[]) {
      const documented = document.paths[openApiPath(operation.path)]?.[operation.method.toLowerCase()];
      expect(documented?.operationId, `${operation.id}: ${operation.method} ${operation.path}`).toBe(operation.id);
    }
  });

  it('serves no documented route that is not a declared operation', () => {
    const strays: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, entry] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (!entry.operationId && !(route in NOT_OPERATIONS)) strays.push(route);
      }
    }
    expect(strays).toEqual([]);
  });
});
