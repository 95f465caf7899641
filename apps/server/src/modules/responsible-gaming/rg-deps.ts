import type { Database } from '../../db/client';
import type { Counters } from '../../lib/rate-limit';
import type { SessionService } from '../auth/sessions.service';
import type { Ledger } from '../ledger/ledger.service';

/** What the responsible-gaming screens and commands use. */
export interface RgDeps {
  database: Pick<Database, 'db'>;
  ledger: Pick<Ledger, 'accountId'>;
  sessions: Pick<SessionService, 'endOthers' | 'forgetMember'>;
  counters: Counters;
}
