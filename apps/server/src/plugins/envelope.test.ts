import { errorCodes, errorEnvelope, errorStatus } from '@playdeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasMessage } from '../lib/i18n';
import { createTestApp, type TestApp } from '../testing/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminPost = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/api/commands/merchants',
    headers: { authorization: `Bearer ${t.services.adminToken}`, 'content-type': 'application/json', ...headers },
    payload,
  });

describe('answer envelope and error codes', () => {
  it('every error code has a status and a message in every language', () => {
    for (const code of errorCodes) {
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
      expect(hasMessage(code), code).toBe(true);
    }
  });

  it('an unknown API path is a 404 envelope, translated', async () => {
    for (const url of ['/wps/no/such/call', '/vendor-api/x', '/admin/api/nothing']) {
      const res = await t.request({ method: 'GET', url, headers: { language: 'TY' } });
      expect(res.statusCode).toBe(404);
      const body = errorEnvelope.parse(res.json());
      expect(body.errorCode).toBe('route.not.found');
      expect(body.message).toBe('Walang laman ang hiniling na url.');
    }
  });

  it('a body that fails its schema is a 400 naming the field, and changes nothing', async () => {
    const res = await adminPost(JSON.stringify({ args: 'not-a-list' }), { language: 'EN' });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelope.parse(res.json());
    expect(body.errorCode).toBe('validation.failed');
    expect(body.data?.fields).toEqual([{ field: 'args', message: 'This value is not valid.' }]);

    const missing = await adminPost(JSON.stringify({}), { language: 'TY' });
    expect(missing.json().data.fields).toEqual([{ field: 'args', message: 'Kailangan ang field na ito.' }]);
  });

  it('malformed JSON is a 400 and an oversized body a 413', async () => {
    const res = await adminPost('{"args": [');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.malformed');

    const big = await adminPost(JSON.stringify({ args: ['x'.repeat(1024 * 1024 + 10)] }));
    expect(big.statusCode).toBe(413);
    expect(big.json().errorCode).toBe('payload.too.large');
  });

  it('tags every answer with a request id, echoing a sane one', async () => {
    const mine = await t.request({
      method: 'GET',
      url: '/wps/system/init',
      headers: { 'x-request-id': 'abc12345-trace' },
    });
    expect(mine.headers['x-request-id']).toBe('abc12345-trace');
    const injected = await t.request({
      method: 'GET',
      url: '/wps/system/init',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(injected.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(injected.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health and documentation', () => {
  it('answers /healthz and /readyz with the database (and Redis) checked', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', checks: {} });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.database).toBe('ok');
    if (process.env.REDIS_URL) expect(ready.json().checks.redis).toBe('ok');
  });

  it('readiness turns false while shutting down', async () => {
    t.services.shuttingDown = true;
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    t.services.shuttingDown = false;
    expect(res.statusCode).toBe(503);
  });

  it('publishes the OpenAPI document generated from the schemas, and its reference page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const init = doc.paths['/wps/system/init'].get;
    expect(init.responses['200'].content['application/json'].schema.properties.value.properties).toHaveProperty(
      'state',
    );
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('logs', () => {
  it('mask secrets carried in URLs', async () => {
    const { redactUrl } = await import('../app');
    expect(redactUrl('/wps/session/social/google/callback?code=abc123&state=xyz')).toBe(
      '/wps/session/social/google/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/m/forget?reset=12.secret&lang=EN')).toBe('/m/forget?reset=[redacted]&lang=EN');
    expect(redactUrl('/wps/game/list?pageNo=2')).toBe('/wps/game/list?pageNo=2');
  });
});
