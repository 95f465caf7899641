import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, socialExchangeCodes, socialIdentities, socialStates } from '../../../db/schema';
import { sweepExpired } from '../../../jobs/housekeeping';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { signInAtProvider, startTestProvider, type TestProvider } from './oidc-test-provider';

const DEMO = 1;
const GOOGLE = { clientId: 'playdeck-google', clientSecret: 'google-client-secret-for-tests' };
const FACEBOOK = { clientId: 'playdeck-facebook', clientSecret: 'facebook-client-secret-for-tests' };
type Provider = 'google' | 'facebook';

let t: TestApp;
let idp: TestProvider;
const callbackOf = (provider: Provider) => `${t.url}/wps/session/social/${provider}/callback`;

const configure = (google: boolean, facebook: boolean) =>
  t.services.settings.set({
    merchantId: DEMO,
    key: 'socialLogin',
    value: {
      google: google ? { issuer: idp.issuer, ...GOOGLE } : null,
      facebook: facebook ? { issuer: idp.issuer, ...FACEBOOK } : null,
    },
    actor: 'test',
  });

beforeAll(async () => {
  // Trust X-Forwarded-For so a test can play a client of its own address.
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await t.listen();
  idp = await startTestProvider([
    { ...GOOGLE, redirectUris: [callbackOf('google')] },
    { ...FACEBOOK, redirectUris: [callbackOf('facebook')] },
  ]);
  idp.profiles.set('alice', { email: 'Alice.Smith@example.com', email_verified: true, name: 'Alice Smith' });
  idp.profiles.set('carol', { email: 'carol@example.com', email_verified: false, name: 'Carol' });
  idp.profiles.set('li', { name: 'Li' });
  await configure(true, true);
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

let nextIp = 1;
const start = (provider: string, query = '?redirect=/m/mine', headers: Record<string, string> = {}) =>
  t.request({
    method: 'GET',
    url: `/wps/session/social/${provider}/start${query}`,
    headers: { host: new URL(t.url).host, 'x-forwarded-for': `10.20.0.${nextIp++}`, ...headers },
  });

/** Start and sign in at the provider: the callback URL the provider sends the browser to. */
async function authorize(accountId: string, provider: Provider = 'google', query?: string) {
  const res = await start(provider, query);
  expect(res.statusCode).toBe(200);
  return signInAtProvider(res.json().value.url, accountId, callbackOf(provider));
}

/** The browser arriving at the callback: where it is sent next. */
async function callback(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  expect(res.headers.get('content-type') ?? '').not.toContain('json');
  return res.headers.get('location') ?? '';
}

const socialCode = (location: string) => {
  expect(location).toMatch(/^\/m\/login\?social=[A-Za-z0-9_-]{43}$/);
  return new URLSearchParams(location.split('?')[1]).get('social') ?? '';
};
const socialError = (location: string) => new URLSearchParams(location.split('?')[1]).get('socialError');

const exchange = (code: string) =>
  t.request({ method: 'POST', url: '/wps/session/social/exchange', payload: { code } });

async function signIn(accountId: string, provider: Provider = 'google', query?: string) {
  const location = await callback(await authorize(accountId, provider, query));
  const res = await exchange(socialCode(location));
  expect(res.statusCode).toBe(200);
  return { location, value: res.json().value };
}

const memberNamed = async (username: string) =>
  (await t.services.database.db.select().from(members).where(eq(members.username, username)))[0];

describe('start', () => {
  it('answers the provider’s authorization URL with state, nonce and PKCE', async () => {
    const res = await start('google');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().value.url);
    expect(url.origin).toBe(idp.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: GOOGLE.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: callbackOf('google'),
      code_challenge_method: 'S256',
    });
    expect(params.state?.length).toBeGreaterThan(20);
    expect(params.nonce?.length).toBeGreaterThan(20);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(params)).not.toContain(GOOGLE.clientSecret);
  });

  it('refuses a redirect off the site and a host that is not the merchant’s', async () => {
    const away = await start('google', `?redirect=${encodeURIComponent('https://evil.example/')}`);
    expect(away.statusCode).toBe(400);
    expect(away.json().errorCode).toBe('validation.failed');
    // The callback address is never built from a host the request merely claims (lib/trusted-origin).
    const foreign = await start('google', '', { host: 'evil.example' });
    expect(foreign.statusCode).toBe(200);
    expect(new URL(foreign.json().value.url).searchParams.get('redirect_uri')).toBe(callbackOf('google'));
  });

  it('is rate limited per address', async () => {
    const headers = { 'x-forwarded-for': '10.30.0.1' };
    for (let i = 0; i < 30; i++) expect((await start('google', '', headers)).statusCode).toBe(200);
    const limited = await start('google', '', headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('sign-in', () => {
  it('creates a member on the first sign-in, linked to the identity, and logs it in', async () => {
    const { location, value } = await signIn('alice');
    expect(value).toMatchObject({ userName: 'AliceSmith', customerType: 0, firstTimeLogin: true, redirect: '/m/mine' });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The session token never travels in a URL.
    expect(location).not.toContain(value.token);

    const info = await t.request({ method: 'GET', url: '/wps/member/info', headers: { authorization: value.token } });
    expect(info.statusCode).toBe(200);
    expect(info.json().value.account).toBe('AliceSmith');
    const member = await memberNamed('AliceSmith');
    expect(member).toMatchObject({ email: 'alice.smith@example.com', passwordHash: null, customerType: 0 });
    // The ID token's signature was checked against the provider's published keys.
    expect(idp.requests).toContain('/jwks');
    const links = await t.services.database.db.select().from(socialIdentities);
    expect(links).toEqual([expect.objectContaining({ provider: 'google', subject: 'alice', memberId: member?.id })]);
  });

  it('reuses the same member on the next sign-in', async () => {
    const { value } = await signIn('alice', 'google', '');
    expect(value).toMatchObject({ userName: 'AliceSmith', firstTimeLogin: false, redirect: '/m/home' });
    const rows = await t.services.database.db
      .select()
      .from(members)
      .where(eq(members.email, 'alice.smith@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('gives another provider’s identity its own member, and makes names unique', async () => {
    const { value } = await signIn('alice', 'facebook');
    expect(value.userName).toMatch(/^AliceSmith\d{4}$/);
    expect(value.firstTimeLogin).toBe(true);
  });

  it('keeps an unverified e-mail out and derives short names to a valid length', async () => {
    const carol = await signIn('carol');
    expect(carol.value.userName).toBe('carol');
    expect((await memberNamed('carol'))?.email).toBeNull();
    const li = await signIn('li');
    expect(li.value.userName).toMatch(/^Li\d{4}$/);
    const bare = await signIn('9-9');
    expect(bare.value.userName).toMatch(/^player(\d{4})?$/);
  });

  it('lets one of two racing callbacks with the same state win', async () => {
    const url = await authorize('alice');
    const [a, b] = await Promise.all([callback(url), callback(url)]);
    const outcomes = [a, b].map((location) => (socialError(location) ? 'error' : 'code')).sort();
    expect(outcomes).toEqual(['code', 'error']);
  });
});

describe('exchange', () => {
  it('is single use', async () => {
    const code = socialCode(await callback(await authorize('alice')));
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('social.failed');
  });

  it('refuses a tampered code, and an expired one', async () => {
    const code = socialCode(await callback(await authorize('alice')));
    const tampered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect((await exchange(tampered)).json().errorCode).toBe('social.failed');
    expect((await exchange('x'.repeat(43))).json().errorCode).toBe('social.failed');
    // Another merchant cannot trade it, and trying does not spend it.
    await t.app.inject({
      method: 'POST',
      url: '/admin/api/commands/merchant:add',
      headers: { authorization: `Bearer ${t.services.adminToken}` },
      payload: { args: ['OTHER', 'Other', 'PHP', '--like', 'DEMO'] },
    });
    const foreign = await t.request({
      method: 'POST',
      url: '/wps/session/social/exchange',
      headers: { merchant: 'OTHER' },
      payload: { code },
    });
    expect(foreign.json().errorCode).toBe('social.failed');
    expect((await exchange(code)).statusCode).toBe(200);

    const late = socialCode(await callback(await authorize('alice')));
    await t.services.database.db
      .update(socialExchangeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(isNull(socialExchangeCodes.usedAt));
    const expired = await exchange(late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorCode).toBe('social.failed');
  });
});

describe('callback failures redirect to the login screen with an error code', () => {
  it('an unknown state, a reused state and another provider’s state', async () => {
    expect(socialError(await callback(`${callbackOf('google')}?state=${'s'.repeat(43)}&code=abc`))).toBe(
      'social.failed',
    );
    expect(socialError(await callback(callbackOf('google')))).toBe('social.failed');

    const url = await authorize('alice');
    socialCode(await callback(url));
    expect(socialError(await callback(url))).toBe('social.failed');

    const googles = await authorize('alice');
    const elsewhere = googles.replace('/google/callback', '/facebook/callback');
    expect(socialError(await callback(elsewhere))).toBe('social.failed');
    // Refused elsewhere, the state is still good where it was issued.
    socialCode(await callback(googles));
  });

  it('an expired state', async () => {
    const url = await authorize('alice');
    await t.services.database.db
      .update(socialStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(socialStates.provider, 'google'), isNull(socialStates.usedAt)));
    expect(socialError(await callback(url))).toBe('social.failed');
  });

  it('an ID token without the nonce of the state, and a wrong PKCE verifier', async () => {
    for (const change of [{ nonce: 'another-nonce' }, { codeVerifier: 'v'.repeat(43) }]) {
      const url = await authorize('alice');
      await t.services.database.db.update(socialStates).set(change).where(isNull(socialStates.usedAt));
      expect(socialError(await callback(url))).toBe('social.failed');
    }
  });

  it('a tampered authorization code, which spends the state', async () => {
    const url = new URL(await authorize('alice'));
    const genuine = url.href;
    url.searchParams.set('code', `${url.searchParams.get('code')}x`);
    expect(socialError(await callback(url.href))).toBe('social.failed');
    expect(socialError(await callback(genuine))).toBe('social.failed');
  });

  it('an error from the provider', async () => {
    const { url } = (await start('google')).json().value;
    const state = new URL(url).searchParams.get('state');
    expect(socialError(await callback(`${callbackOf('google')}?error=access_denied&state=${state}`))).toBe(
      'social.failed',
    );
  });

  it('a disabled member', async () => {
    const { value } = await signIn('dave');
    await t.app.inject({
      method: 'POST',
      url: '/admin/api/commands/member:status',
      headers: { authorization: `Bearer ${t.services.adminToken}` },
      payload: { args: ['DEMO', value.userName, 'disabled'] },
    });
    expect(socialError(await callback(await authorize('dave')))).toBe('member.disabled');
  });

  it('maintenance, answered by the hooks before the route', async () => {
    const url = await authorize('alice');
    await t.services.settings.set({
      merchantId: DEMO,
      key: 'maintenance',
      value: { enabled: true, startsAt: null, endsAt: null, message: {} },
      actor: 'test',
    });
    try {
      expect(socialError(await callback(url))).toBe('system.maintenance');
    } finally {
      await t.services.settings.set({
        merchantId: DEMO,
        key: 'maintenance',
        value: { enabled: false, startsAt: null, endsAt: null, message: {} },
        actor: 'test',
      });
    }
  });
});

describe('availability', () => {
  it('a provider switched off by its flag, at start and at the callback', async () => {
    const url = await authorize('alice');
    await t.services.settings.setFlag({ merchantId: DEMO, flag: 'GOOGLELOGIN3', on: false, actor: 'test' });
    try {
      const res = await start('google');
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('social.unavailable');
      expect(socialError(await callback(url))).toBe('social.unavailable');
      expect((await start('facebook')).statusCode).toBe(200);
    } finally {
      await t.services.settings.setFlag({ merchantId: DEMO, flag: 'GOOGLELOGIN3', on: true, actor: 'test' });
    }
  });

  it('a provider not configured, and one that does not exist', async () => {
    await configure(true, false);
    try {
      const res = await start('facebook');
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('social.unavailable');
      expect((await start('twitter')).json().errorCode).toBe('social.unavailable');
      expect(socialError(await callback(callbackOf('facebook')))).toBe('social.unavailable');
    } finally {
      await configure(true, true);
    }
  });
});

describe('documentation', () => {
  it('lists the three routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/wps/session/social/{provider}/start',
        '/wps/session/social/{provider}/callback',
        '/wps/session/social/exchange',
      ]),
    );
  });
});

describe('housekeeping', () => {
  it('deletes expired states and exchange codes', async () => {
    const db = t.services.database.db;
    await db.update(socialStates).set({ expiresAt: new Date(Date.now() - 1000) });
    await db.update(socialExchangeCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    await sweepExpired(t.services);
    expect(await db.select().from(socialStates)).toHaveLength(0);
    expect(await db.select().from(socialExchangeCodes)).toHaveLength(0);
  });
});
