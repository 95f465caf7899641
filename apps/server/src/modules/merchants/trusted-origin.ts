import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../lib/errors';
import type { MerchantConfig } from '../settings/settings.service';
import { merchantsRepo } from './merchants.repo';

const LOCAL_HOST = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * The origin of a configured host name, or null when it is not a bare host (a typo in settings).
 * A real domain is served over HTTPS. A local name (`*.localhost`, a loopback address: development and the browser
 * journeys) is served by this very server, so it takes PUBLIC_URL's scheme and port.
 */
function hostOrigin(host: string, publicUrl: string | undefined): string | null {
  try {
    const url = new URL(`https://${host}`);
    if (url.host !== host.toLowerCase() || url.pathname !== '/' || url.username) return null;
    if (!LOCAL_HOST.test(url.hostname)) return url.origin;
    if (!publicUrl) return null;
    const local = new URL(publicUrl);
    local.hostname = url.hostname;
    return local.origin;
  } catch {
    return null;
  }
}

/**
 * Where a link we send (password reset, payment return and notify, social sign-in callback) points:
 * the merchant's main domain, else a host mapped to it, else PUBLIC_URL. Configuration only, never
 * a request header: the Host is the client's to choose, so anyone could aim those links at a site
 * of theirs (reset poisoning). Null when none of them is configured.
 */
export async function configuredOrigin(
  services: { database: Pick<Database, 'db'>; env: Pick<Env, 'PUBLIC_URL'> },
  merchant: MerchantConfig,
): Promise<string | null> {
  const main = merchant.settings.site.mainDomain;
  const mainOrigin = main ? hostOrigin(main, services.env.PUBLIC_URL) : null;
  if (mainOrigin) return mainOrigin;
  const hosts = (await merchantsRepo(services.database.db).listDomains(merchant.id)).sort();
  for (const host of hosts) {
    const origin = hostOrigin(host, services.env.PUBLIC_URL);
    if (origin) return origin;
  }
  return services.env.PUBLIC_URL ?? null;
}

/** The configured origin, or the clear refusal (503 site.url.unconfigured) when there is none. */
export async function trustedOrigin(
  services: { database: Pick<Database, 'db'>; env: Pick<Env, 'PUBLIC_URL'> },
  merchant: MerchantConfig,
): Promise<string> {
  const origin = await configuredOrigin(services, merchant);
  if (!origin) throw new AppError('site.url.unconfigured');
  return origin;
}
