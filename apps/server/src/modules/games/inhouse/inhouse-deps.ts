import type { Database } from '../../../db/client';
import type { SettingsService } from '../../settings/settings.service';
import type { SeamlessWallet } from '../vendors/seamless-wallet.service';

/** What the in-house games are given by the composition root: their rounds go through the seamless wallet. */
export interface InhouseDeps {
  database: Pick<Database, 'db'>;
  settings: Pick<SettingsService, 'get'>;
  seamless: SeamlessWallet;
}
