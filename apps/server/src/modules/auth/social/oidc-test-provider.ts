import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Test support only: a real OpenID provider on this machine (oidc-provider) and a tiny browser for it. */

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface Profile {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  /** Claims of each account id a test signs in as (an unknown id has only its subject). */
  profiles: Map<string, Profile>;
  /** Paths the provider was asked for, in order (to see that its signing keys were fetched). */
  requests: string[];
  close(): Promise<void>;
}

export async function startTestProvider(clients: TestClient[]): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const profiles = new Map<string, Profile>();
  const requests: string[] = [];
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    // Profile claims go into the ID token itself, as Google's do.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...profiles.get(sub) }) }),
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    requests.push(new URL(req.url ?? '/', issuer).pathname);
    handle(req, res);
  });

  return {
    issuer,
    profiles,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Cookies by name: the provider is one host, so paths and domains do not matter here. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone || at === pair.length - 1) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const unescapeHtml = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&#x2F;', '/');

/** The first form of a page: where it posts and its fields, with login and password filled in. */
function formOf(html: string, accountId: string): { action: string; fields: URLSearchParams } {
  const form = html.match(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/);
  if (!form?.[1] || form[2] === undefined) throw new Error(`no form on the provider's page:\n${html.slice(0, 500)}`);
  const fields = new URLSearchParams();
  for (const input of form[2].matchAll(/<input([^>]*)>/g)) {
    const attributes = input[1] ?? '';
    const name = attributes.match(/name="([^"]*)"/)?.[1];
    if (!name) continue;
    const value = attributes.match(/value="([^"]*)"/)?.[1];
    if (name === 'login') fields.set(name, accountId);
    else if (name === 'password') fields.set(name, 'any password');
    else fields.set(name, unescapeHtml(value ?? ''));
  }
  return { action: unescapeHtml(form[1]), fields };
}

/**
 * Plays the browser from the provider's authorization URL: follows redirects, fills in the
 * login form as `accountId`, accepts the consent form, and stops at the first redirect to a
 * URL starting with `returnTo` (the app's callback), which it returns without following.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string, returnTo: string) {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(returnTo)) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await response.text();
    if (!response.ok) throw new Error(`provider answered ${response.status}: ${html.slice(0, 500)}`);
    const form = formOf(html, accountId);
    url = new URL(form.action, url).href;
    init = {
      method: 'POST',
      body: form.fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider never sent the browser back');
}
