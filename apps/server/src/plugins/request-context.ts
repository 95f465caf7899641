import { type LanguageCode, parseLanguage } from '@playdeck/contracts';
import type { FastifyRequest } from 'fastify';
import { type ClientLocation, locateClient } from '../infra/geo/country';

// FastifyRequest's merchant, language and member are declared by the composition root (app.ts).
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `member`: a live session is required (401 otherwise). `real`: and it must not be a
     * free-trial account (spec 6: trial members are told to log in with a real account).
     * `agent`: and its type opens agent home (spec 6: not 0, 4 or 40).
     */
    auth?: 'member' | 'real' | 'agent';
    /** The route still answers during maintenance or region restriction (the initial settings call). */
    availableDuringOutage?: boolean;
  }
}

export function languageFor(
  request: FastifyRequest,
  merchant: { settings: { languages: { supported: readonly LanguageCode[]; default: LanguageCode } } },
): LanguageCode {
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
