import { type SocialProvider, socialProviders } from '@playdeck/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken, sha256 } from '../../../lib/crypto';
import { AppError, isAppError } from '../../../lib/errors';
import { enforceLimits } from '../../../lib/limits';
import type { MerchantConfig } from '../../settings/settings.service';
import type { AuthDeps } from '../auth-deps';
import { startSession } from '../login.service';
import type { SessionContext } from '../sessions.service';
import { authorizationRequest, identityFromCode, type ProviderConfig } from './oidc-client';
import { openAnswer, sealAnswer } from './sealed-answer';
import { socialRepo } from './social.repo';
import { findOrCreateSocialMember } from './social-member';

const STATE_TTL_MS = 10 * 60_000;
/** The browser trades the code as soon as the login screen loads; two minutes is plenty. */
const EXCHANGE_TTL_MS = 2 * 60_000;
const DEFAULT_REDIRECT = '/m/home';
const FLAG_OF = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;

/** A provider this merchant offers: its flag on (spec 9) and its client configured. */
export function enabledProvider(
  merchant: MerchantConfig,
  name: string,
): { provider: SocialProvider; config: ProviderConfig } {
  const provider = socialProviders.find((p) => p === name);
  const config = provider ? merchant.settings.socialLogin[provider] : null;
  if (!provider || !config || !merchant.settings.flags[FLAG_OF[provider]]) throw new AppError('social.unavailable');
  return { provider, config };
}

interface StartInput {
  merchant: MerchantConfig;
  providerName: string;
  redirect: string | undefined;
  /** Where the provider sends the browser back (trustedOrigin), or null when this host is not the merchant's. */
  origin: string | null;
  ip: string;
  log: FastifyBaseLogger;
}

export async function startSocialLogin(services: AuthDeps, input: StartInput): Promise<{ url: string }> {
  const { merchant, origin } = input;
  const { provider, config } = enabledProvider(merchant, input.providerName);
  await enforceLimits(services.counters, [
    { key: `social:start:ip:${merchant.id}:${input.ip}`, max: 30, windowSeconds: 600 },
  ]);
  if (!origin) throw new AppError('social.unavailable');
  const callbackUrl = `${origin}/wps/session/social/${provider}/callback`;
  const request = await authorizationRequest(config, callbackUrl).catch((error: unknown) => {
    input.log.warn({ err: isAppError(error) ? error.cause : error, issuer: config.issuer }, 'OpenID discovery failed');
    throw error;
  });
  await socialRepo(services.database.db, merchant.id).insertState({
    stateHash: sha256(request.state),
    provider,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    callbackUrl,
    redirect: input.redirect ?? DEFAULT_REDIRECT,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { url: request.url };
}

interface CallbackInput {
  merchant: MerchantConfig;
  providerName: string;
  query: { state?: string | undefined; code?: string | undefined; error?: string | undefined };
  /** The callback's own URL as requested (its query carries the provider's answer). */
  requestUrl: string;
  context: SessionContext;
}

/**
 * The provider's answer: spends the state (even when the answer is an error), validates the
 * identity, finds or makes the member, opens a session and returns the one-time exchange code.
 */
export async function finishSocialLogin(services: AuthDeps, input: CallbackInput): Promise<string> {
  const { merchant, query } = input;
  const { provider, config } = enabledProvider(merchant, input.providerName);
  const repo = socialRepo(services.database.db, merchant.id);
  const now = new Date();
  const state = query.state ? await repo.consumeState(sha256(query.state), provider, now) : undefined;
  if (!state || !query.state || query.error || !query.code) throw new AppError('social.failed');

  const responseUrl = new URL(state.callbackUrl);
  responseUrl.search = new URL(input.requestUrl, 'http://callback.invalid').search;
  const claims = await identityFromCode({
    provider: config,
    responseUrl,
    state: query.state,
    nonce: state.nonce,
    codeVerifier: state.codeVerifier,
  });
  const member = await findOrCreateSocialMember(services, { merchant, provider, claims, ip: input.context.ip });
  const answer = await startSession(services, { merchant, member, context: input.context });

  const code = randomToken(32);
  await repo.insertExchangeCode({
    codeHash: sha256(code),
    sealedAnswer: sealAnswer(code, answer),
    redirect: state.redirect,
    expiresAt: new Date(now.getTime() + EXCHANGE_TTL_MS),
  });
  return code;
}

/** The login answer behind an exchange code, once. */
export async function exchangeSocialCode(
  services: AuthDeps,
  { merchant, code, ip }: { merchant: MerchantConfig; code: string; ip: string },
) {
  await enforceLimits(services.counters, [
    { key: `social:exchange:ip:${merchant.id}:${ip}`, max: 60, windowSeconds: 600 },
  ]);
  const row = await socialRepo(services.database.db, merchant.id).consumeExchangeCode(sha256(code), new Date());
  if (!row) throw new AppError('social.failed');
  return { ...openAnswer(code, row.sealedAnswer), redirect: row.redirect };
}
