import type { FastifyRequest } from 'fastify';
import { merchantsRepo } from '../modules/merchants/merchants.repo';
import type { MerchantConfig } from '../modules/settings/settings.service';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

/**
 * Where a link we send (password reset, social sign-in callback) may point: the merchant's
 * main domain, a host mapped to it, or a local address. Never a host the request merely
 * claims, or anyone could aim those links at a site of theirs (reset poisoning).
 */
export async function trustedOrigin(request: FastifyRequest, merchant: MerchantConfig): Promise<string | null> {
  if (merchant.settings.site.mainDomain) return `https://${merchant.settings.site.mainDomain}`;
  const hostname = request.hostname.toLowerCase();
  if (LOCAL_HOST.test(hostname)) return `${request.protocol}://${request.host}`;
  const mapped = await merchantsRepo(request.server.services.database.db).findIdByHost(hostname);
  return mapped === merchant.id ? `https://${hostname}` : null;
}
