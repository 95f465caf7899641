import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { lastMessage } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, newRequestId, type Player, player } from '../../testing/wallet';
import { startTestProvider, type TestProvider } from '../auth/social/oidc-test-provider';

// Issue 8 item 1: links the server writes come from configuration, never from the Host header.
const EVIL_HOST = 'localhost:1@evil.example';
const PUBLIC_URL = 'https://play.example.com';
const DEMO = 1;

let t: TestApp;
let idp: TestProvider;
let alice: Player;
let ip = 1;
const evil = (extra: Record<string, string> = {}) => ({
  host: EVIL_HOST,
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  'x-forwarded-for': `10.81.0.${ip++}`,
  language: 'EN',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', PUBLIC_URL });
  idp = await startTestProvider([
    { clientId: 'pd-google', clientSecret: 'google-secret-for-tests', redirectUris: [`${PUBLIC_URL}/cb`] },
  ]);
  await t.services.settings.set({
    merchantId: DEMO,
    key: 'socialLogin',
    value: {
      google: { issuer: idp.issuer, clientId: 'pd-google', clientSecret: 'google-secret-for-tests' },
      facebook: null,
    },
    actor: 'test',
  });
  expect(
    (await adminCommand(t, 'member:add', 'DEMO', 'ivy', 'ivy-first-password', '--email', 'ivy@example.com')).ok,
  ).toBe(true);
  alice = await player(t, 'origin_alice');
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

const setMainDomain = (mainDomain: string | null) =>
  t.services.settings.update({
    merchantId: DEMO,
    key: 'site',
    change: (site) => ({ ...site, mainDomain }),
    actor: 'test',
  });

const forgot = () =>
  t.request({
    method: 'POST',
    url: '/wps/member/password/forgot',
    headers: evil(),
    payload: { username: 'ivy', email: 'ivy@example.com' },
  });
const lastMail = async () => (await lastMessage(t, 'ivy@example.com')) ?? '';
const deposit = (channelId: string, extra: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/wps/wallets/deposit',
    headers: { ...alice.headers, ...evil({ authorization: alice.token }) },
    payload: { requestId: newRequestId(), channelId, amount: 50_000, ...extra },
  });
const socialStart = () =>
  t.request({ method: 'GET', url: '/wps/session/social/google/start?redirect=/m/mine', headers: evil() });

describe('links from configuration only', () => {
  it('the reset e-mail links to PUBLIC_URL whatever the Host says', async () => {
    expect((await forgot()).statusCode).toBe(200);
    const body = await lastMail();
    expect(body).toMatch(/https:\/\/play\.example\.com\/m\/forget\?reset=\S+/);
    expect(body).not.toContain('evil.example');
  });

  it('the deposit payUrl, its notify and return URLs use the configured origin', async () => {
    const res = await deposit('sandbox');
    expect(res.statusCode).toBe(200);
    const payUrl = new URL(res.json().value.payUrl);
    expect(payUrl.origin).toBe(PUBLIC_URL);
    expect(payUrl.toString()).not.toContain('evil.example');
    for (const value of payUrl.searchParams.values()) expect(value).not.toContain('evil');
    const urls = [...payUrl.searchParams.values()].filter((v) => v.startsWith('http'));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(new URL(url).origin).toBe(PUBLIC_URL);
  });

  it('the OIDC redirect_uri uses the configured origin', async () => {
    const res = await socialStart();
    expect(res.statusCode).toBe(200);
    const redirect = new URL(res.json().value.url).searchParams.get('redirect_uri');
    expect(redirect).toBe(`${PUBLIC_URL}/wps/session/social/google/callback`);
  });

  it('the merchant’s main domain wins over PUBLIC_URL', async () => {
    await setMainDomain('demo.example.org');
    try {
      expect((await socialStart()).json().value.url).toContain(
        encodeURIComponent('https://demo.example.org/wps/session/social/google/callback'),
      );
      const payUrl = new URL((await deposit('sandbox')).json().value.payUrl);
      expect(payUrl.origin).toBe('https://demo.example.org');
    } finally {
      await setMainDomain(null);
    }
  });
});

describe('a local host name mapped to the merchant (development, browser journeys)', () => {
  it('keeps its name and takes PUBLIC_URL’s scheme and port; a real domain is https', async () => {
    const saved = t.services.env.PUBLIC_URL;
    t.services.env.PUBLIC_URL = 'http://localhost:9123';
    await setMainDomain('shop.localhost');
    try {
      expect(new URL((await deposit('sandbox')).json().value.payUrl).origin).toBe('http://shop.localhost:9123');
      await setMainDomain('shop.example.net');
      expect(new URL((await deposit('sandbox')).json().value.payUrl).origin).toBe('https://shop.example.net');
    } finally {
      t.services.env.PUBLIC_URL = saved;
      await setMainDomain(null);
    }
  });
});

describe('no configured address (production without PUBLIC_URL)', () => {
  const withoutPublicUrl = async (check: () => Promise<void>) => {
    const saved = t.services.env.PUBLIC_URL;
    t.services.env.PUBLIC_URL = undefined;
    try {
      await check();
    } finally {
      t.services.env.PUBLIC_URL = saved;
    }
  };

  it('refuses reset links, gateway deposits and social sign-in with site.url.unconfigured', async () => {
    await withoutPublicUrl(async () => {
      const before = await lastMail();
      for (const res of [await forgot(), await deposit('sandbox'), await socialStart()]) {
        expect(res.statusCode).toBe(503);
        expect(res.json().errorCode).toBe('site.url.unconfigured');
        expect(res.json().message).not.toBe('site.url.unconfigured');
      }
      expect(await lastMail()).toBe(before);
      // A bank transfer writes no link: it still works.
      expect((await deposit('bank', { payerName: 'Alice Cruz' })).statusCode).toBe(200);
    });
  });

  it('only the demo gets a default PUBLIC_URL; a bad one is named', () => {
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PORT: '9000', SEED_DEMO: 'false' }).PUBLIC_URL).toBe('http://localhost:9000');
    expect(loadEnv({ DATABASE_URL: 'postgres://db/x', SEED_DEMO: 'false' }).PUBLIC_URL).toBeUndefined();
    expect(loadEnv({ DATABASE_URL: 'postgres://db/x' }).PUBLIC_URL).toBeUndefined();
    expect(
      loadEnv({ DATABASE_URL: 'postgres://db/x', SEED_DEMO: 'false', PUBLIC_URL: 'https://play.example.com/' })
        .PUBLIC_URL,
    ).toBe('https://play.example.com');
    for (const bad of ['play.example.com', 'https://a@evil.example', 'https://play.example.com/m', 'ftp://x']) {
      expect(() => loadEnv({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL=/);
    }
  });
});
