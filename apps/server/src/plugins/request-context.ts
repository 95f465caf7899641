import { type LanguageCode, parseLanguage } from '@playdeck/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedMember } from '../modules/auth/sessions.service';
import { type ClientLocation, locateClient } from '../modules/geo/country';
import type { MerchantConfig } from '../modules/settings/settings.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's merchant; set on every member API route before the handler runs. */
    merchant: MerchantConfig;
    /** The answer's language: the `Language` header when the merchant supports it, else the merchant's default. */
    language: LanguageCode;
    /** The signed-in member, on routes with `config.auth`. */
    member: AuthenticatedMember;
  }
  interface FastifyContextConfig {
    /**
     * `member`: a live session is required (401 otherwise). `real`: and it must not be a
     * free-trial account (spec 6: trial members are told to log in with a real account).
     */
    auth?: 'member' | 'real';
    /** The route still answers during maintenance or region restriction (the initial settings call). */
    availableDuringOutage?: boolean;
  }
}

export function languageFor(request: FastifyRequest, merchant: MerchantConfig): LanguageCode {
  const asked = parseLanguage(request.headers.language);
  const { supported, default: fallback } = merchant.settings.languages;
  return asked && supported.includes(asked) ? asked : fallback;
}

/** The session token of a request: `Authorization: <token>` or `Bearer <token>`. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '').trim() || undefined;
}

const locations = new WeakMap<FastifyRequest, ClientLocation>();

/** The client's address and country, worked out once per request. */
export function locationOf(request: FastifyRequest, countryHeader: string | undefined): ClientLocation {
  let location = locations.get(request);
  if (!location) {
    const cdn = countryHeader ? request.headers[countryHeader] : undefined;
    location = locateClient(request.ip, typeof cdn === 'string' ? cdn : undefined);
    locations.set(request, location);
  }
  return location;
}
