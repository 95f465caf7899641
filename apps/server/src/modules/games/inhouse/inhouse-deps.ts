import type { Database } from '../../../db/client';
import type { SessionService } from '../../auth/sessions.service';
import type { Ledger } from '../../ledger/ledger.service';
import type { SettingsService } from '../../settings/settings.service';
import type { SeamlessWallet } from '../vendors/seamless-wallet.service';

/** What the in-house games are given by the composition root: their rounds go through the seamless wallet. */
export interface InhouseDeps {
  database: Pick<Database, 'db'>;
  settings: Pick<SettingsService, 'get'>;
  seamless: SeamlessWallet;
  /** The reality check reads the member session's play from the ledger (issue 15). */
  ledger: Pick<Ledger, 'accountId'>;
  /** Log out from the game page ends the member session behind it. */
  sessions: Pick<SessionService, 'end'>;
}
