import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Counters } from '../../lib/rate-limit';
import type { Ledger } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';

/** What the wallet's operations are given by the composition root (services.ts): nothing else. */
export interface WalletDeps {
  database: Pick<Database, 'db'>;
  ledger: Ledger;
}

/** The payment gateway's callback also looks up the merchant the order belongs to. */
export interface GatewayDeps extends WalletDeps {
  settings: Pick<SettingsService, 'get'>;
}

/** The wallet's routes also limit deposit orders and give the gateway the site's configured origin. */
export interface WalletRouteDeps extends WalletDeps {
  counters: Counters;
  env: Pick<Env, 'PUBLIC_URL'>;
}
