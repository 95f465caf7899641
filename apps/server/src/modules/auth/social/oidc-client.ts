import type { socialProviderConfig } from '@playdeck/contracts';
import * as oidc from 'openid-client';
import type { z } from 'zod';
import { sha256 } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import { TtlCache } from '../../../lib/ttl-cache';

export type ProviderConfig = z.infer<typeof socialProviderConfig>;

/** Discovery documents and signing keys change rarely; a few minutes of reuse spares a round trip per login. */
const DISCOVERY_TTL_MS = 5 * 60_000;
const TIMEOUT_SECONDS = 10;
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

const configurations = new TtlCache<string, oidc.Configuration>(DISCOVERY_TTL_MS);

/**
 * The provider's client configuration, discovered from its issuer. Only https issuers are
 * trusted, except one on this machine (development and the tests' local provider).
 */
function configurationOf(provider: ProviderConfig): Promise<oidc.Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}\n${sha256(provider.clientSecret)}`;
  return configurations.get(key, async () => {
    const issuer = new URL(provider.issuer);
    const execute = [oidc.enableNonRepudiationChecks];
    if (issuer.protocol === 'http:' && LOOPBACK.test(issuer.hostname)) execute.push(oidc.allowInsecureRequests);
    // Client secret in the body: the method every provider we target accepts.
    return oidc.discovery(issuer, provider.clientId, provider.clientSecret, oidc.ClientSecretPost(), {
      execute,
      timeout: TIMEOUT_SECONDS,
    });
  });
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorization URL for a code flow with state, nonce and PKCE (S256). */
export async function authorizationRequest(
  provider: ProviderConfig,
  callbackUrl: string,
): Promise<AuthorizationRequest> {
  const config = await configurationOf(provider).catch((error: unknown) => {
    throw new AppError('social.failed', { cause: error });
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface IdentityClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface CodeGrantInput {
  provider: ProviderConfig;
  /** The callback URL as the provider called it (redirect_uri plus the response parameters). */
  responseUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Trades the authorization code for tokens (client secret and PKCE verifier) and validates the
 * ID token: signature against the provider's keys, issuer, audience, expiry and nonce.
 */
export async function identityFromCode(input: CodeGrantInput): Promise<IdentityClaims> {
  try {
    const config = await configurationOf(input.provider);
    const tokens = await oidc.authorizationCodeGrant(config, input.responseUrl, {
      expectedState: input.state,
      expectedNonce: input.nonce,
      pkceCodeVerifier: input.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new Error('no subject in the ID token');
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  } catch (error) {
    throw new AppError('social.failed', { cause: error });
  }
}
