import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

let t: TestApp;
beforeAll(async () => {
  // Trust X-Forwarded-For so a test can play a client from any country.
  t = await createTestApp({ TRUST_PROXY: 'true', COUNTRY_HEADER: 'cf-ipcountry' });
});
afterAll(() => t.close());

const admin = async (name: string, ...args: string[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/api/commands/${name}`,
    headers: { authorization: `Bearer ${t.services.adminToken}` },
    payload: { args },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { ok: boolean; output: string };
};

const init = async (headers: Record<string, string> = {}) => {
  const res = await t.request({ method: 'GET', url: '/wps/system/init', headers });
  return { status: res.statusCode, body: res.json() };
};

describe('initial settings', () => {
  it('answers the demo merchant’s public settings in the envelope', async () => {
    const { status, body } = await init();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value.state).toBe(0);
    expect(body.value.info).toMatchObject({
      merchantCode: 'DEMO',
      currency: { code: 'PHP', symbol: '₱', exponent: 2 },
      languages: { default: 'TY', supported: ['TY', 'EN'] },
    });
    expect(body.value.info.flags.DIRECTREG3).toBe(true);
    expect(body.value.info.theme.primary).toMatch(/^#/);
    expect(body.value.info.customerService.length).toBe(2);
    // The calendar zone the agent screens count "today" in, as the server does.
    expect(body.value.info.timeZone).toBe('Asia/Manila');
    expect(body.value.info.downloadLinks.map((l: { resourceType: string }) => l.resourceType)).toContain('IOS');
    expect(body.value.maintenance).toEqual({ active: false, startsAt: null, endsAt: null, message: {} });
    expect(body.value.regionRestriction).toEqual({ active: false, country: null });
  });

  it('falls back to the default merchant without a header, and finds a mapped host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/init', headers: { host: 'unknown.example' } });
    expect(res.json().value.info.merchantCode).toBe('DEMO');

    expect((await admin('merchant:add', 'ACME', 'Acme Play', 'USD')).ok).toBe(true);
    expect((await admin('domain:add', 'ACME', 'm.acme.example')).ok).toBe(true);
    const mapped = await t.app.inject({
      method: 'GET',
      url: '/wps/system/init',
      headers: { host: 'm.acme.example:443' },
    });
    expect(mapped.json().value.info).toMatchObject({ merchantCode: 'ACME', currency: { code: 'USD' } });
    // The header wins over the host.
    const both = await t.app.inject({
      method: 'GET',
      url: '/wps/system/init',
      headers: { host: 'm.acme.example', merchant: 'DEMO' },
    });
    expect(both.json().value.info.merchantCode).toBe('DEMO');
  });

  it('refuses a Merchant header naming no merchant, translated', async () => {
    for (const [language, fragment] of [
      ['EN', 'not available'],
      ['TY', 'Hindi available'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/wps/system/init',
        headers: { merchant: 'NOPE', language },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.not.exist', data: { merchant: 'NOPE' } });
      expect(res.json().message).toContain(fragment);
    }
    const weird = await t.app.inject({ method: 'GET', url: '/wps/system/init', headers: { merchant: '<script>' } });
    expect(weird.statusCode).toBe(404);
  });

  it('refuses a disabled merchant everywhere', async () => {
    await admin('merchant:add', 'SHUT', 'Closed', 'PHP');
    expect((await admin('merchant:status', 'SHUT', 'disabled')).ok).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/init', headers: { merchant: 'SHUT' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('merchant.disabled');
  });
});

describe('maintenance and region restriction', () => {
  it('state 1 during maintenance, with the message, and other calls answer 503', async () => {
    expect((await admin('maintenance', 'DEMO', 'on', '--message', 'Back at noon', '--lang', 'EN')).ok).toBe(true);
    const { body } = await init();
    expect(body.value.state).toBe(1);
    expect(body.value.maintenance).toMatchObject({ active: true, message: { EN: 'Back at noon' } });

    const other = await t.request({ method: 'GET', url: '/wps/system/template', headers: { language: 'EN' } });
    expect(other.statusCode).toBe(503);
    expect(other.json()).toMatchObject({
      errorCode: 'system.maintenance',
      message: expect.stringContaining('upgrading'),
    });

    await admin('maintenance', 'DEMO', 'off');
    expect((await init()).body.value.state).toBe(0);
    expect((await t.request({ method: 'GET', url: '/wps/system/template' })).statusCode).toBe(200);
  });

  it('honours the maintenance window', async () => {
    const hour = 3600_000;
    const future = new Date(Date.now() + hour).toISOString();
    const later = new Date(Date.now() + 2 * hour).toISOString();
    await admin('maintenance', 'DEMO', 'on', '--from', future, '--until', later);
    expect((await init()).body.value.state).toBe(0);

    const past = new Date(Date.now() - 2 * hour).toISOString();
    const ended = new Date(Date.now() - hour).toISOString();
    await admin('maintenance', 'DEMO', 'on', '--from', past, '--until', ended);
    expect((await init()).body.value.state).toBe(0);

    await admin('maintenance', 'DEMO', 'on', '--from', past, '--until', later);
    const { body } = await init();
    expect(body.value.state).toBe(1);
    expect(body.value.maintenance.endsAt).toBe(later);
    await admin('maintenance', 'DEMO', 'off');
  });

  it('state 2 for a client outside an allow list, from its IP address', async () => {
    await admin('region', 'DEMO', 'allow', 'PH');
    const manila = await init({ 'x-forwarded-for': '49.144.0.1' });
    expect(manila.body.value.state).toBe(0);
    expect(manila.body.value.location).toEqual({ ip: '49.144.0.1', country: 'PH' });

    const us = await init({ 'x-forwarded-for': '8.8.8.8' });
    expect(us.body.value.state).toBe(2);
    expect(us.body.value.regionRestriction).toEqual({ active: true, country: 'US' });
    const blocked = await t.request({
      method: 'GET',
      url: '/wps/system/template',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('region.restricted');

    // A loopback or private address (a developer's own machine) is never restricted.
    expect((await init()).body.value.state).toBe(0);
  });

  it('uses the trusted CDN country header, and a deny list', async () => {
    await admin('region', 'DEMO', 'deny', 'SG,MY');
    expect((await init({ 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'SG' })).body.value.state).toBe(2);
    expect((await init({ 'x-forwarded-for': '8.8.8.8' })).body.value.state).toBe(0);
    // Unknown (XX) from the CDN falls back to the IP database.
    expect((await init({ 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'XX' })).body.value.location.country).toBe('US');
  });

  it('maintenance wins over region restriction', async () => {
    await admin('region', 'DEMO', 'deny', 'US');
    await admin('maintenance', 'DEMO', 'on');
    const { body } = await init({ 'x-forwarded-for': '8.8.8.8' });
    expect(body.value.state).toBe(1);
    expect(body.value.regionRestriction.active).toBe(true);
    await admin('maintenance', 'DEMO', 'off');
    expect((await init({ 'x-forwarded-for': '8.8.8.8' })).body.value.state).toBe(2);
    await admin('region', 'DEMO', 'off');
    expect((await init({ 'x-forwarded-for': '8.8.8.8' })).body.value.state).toBe(0);
  });
});

describe('operator commands', () => {
  it('set validates each key and the change shows at once', async () => {
    const bad = await admin('set', 'DEMO', 'theme', '{"primary":"red; background:url(x)"}');
    expect(bad.ok).toBe(false);
    expect(bad.output).toContain('Invalid theme');

    const theme = (await init()).body.value.info.theme;
    const saved = await admin('set', 'DEMO', 'theme', JSON.stringify({ ...theme, primary: '#ff0066' }));
    expect(saved.ok).toBe(true);
    expect((await init()).body.value.info.theme.primary).toBe('#ff0066');

    expect((await admin('set', 'DEMO', 'promotions', '{"timeZone":"Europe/Lisbon"}')).ok).toBe(true);
    expect((await init()).body.value.info.timeZone).toBe('Europe/Lisbon');
    expect((await admin('set', 'DEMO', 'promotions', '{"timeZone":"Mars/Olympus"}')).ok).toBe(false);
    await admin('set', 'DEMO', 'promotions', '{"timeZone":"Asia/Manila"}');

    expect((await admin('set', 'DEMO', 'nonsense', '{}')).ok).toBe(false);
    expect((await admin('set', 'DEMO', 'languages', '{"default":"EN","supported":["TY"]}')).output).toContain(
      'default language must be supported',
    );
    expect((await admin('set', 'DEMO', 'extraRoutes', '[{"path":"/x","target":"javascript:alert(1)"}]')).ok).toBe(
      false,
    );
  });

  it('flag switches one flag and leaves the others', async () => {
    expect((await admin('flag', 'DEMO', 'DIRECTREG3', 'off')).ok).toBe(true);
    const flags = (await init()).body.value.info.flags;
    expect(flags.DIRECTREG3).toBe(false);
    expect(flags.USERNAMEREG3).toBe(true);
    expect((await admin('flag', 'DEMO', 'NOTAFLAG', 'on')).ok).toBe(false);
    expect((await admin('flag', 'NOPE', 'DIRECTREG3', 'on')).output).toContain('No merchant NOPE');
    await admin('flag', 'DEMO', 'DIRECTREG3', 'on');
  });

  it('writes every change to the audit log', async () => {
    const rows = await t.services.database.db.query.auditLog.findMany();
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('settings.set');
    expect(actions).toContain('merchant.add');
    expect(rows.every((r) => r.actor === 'cli')).toBe(true);
  });

  it('keeps secrets out of the audit log', async () => {
    const secret = 'super-secret-client-secret';
    const provider = { issuer: 'https://accounts.example.com', clientId: 'id', clientSecret: secret };
    expect((await admin('set', 'DEMO', 'socialLogin', JSON.stringify({ google: provider, facebook: null }))).ok).toBe(
      true,
    );
    const rows = await t.services.database.db.query.auditLog.findMany();
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect((await admin('settings', 'DEMO', 'socialLogin')).output).not.toContain(secret);
  });

  it('refuses the operator API without the token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/commands/merchants', payload: { args: [] } });
    expect(res.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/admin/api/commands/merchants',
      headers: { authorization: 'Bearer nope' },
      payload: { args: [] },
    });
    expect(wrong.statusCode).toBe(403);
    const remote = await t.app.inject({
      method: 'POST',
      url: '/admin/api/commands/merchants',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${t.services.adminToken}` },
      payload: { args: [] },
    });
    expect(remote.statusCode).toBe(403);
  });
});
