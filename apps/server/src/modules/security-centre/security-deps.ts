import type { Database } from '../../db/client';
import type { Messenger } from '../../infra/messaging/providers';
import type { Counters } from '../../lib/rate-limit';
import type { CodeService } from '../auth/codes.service';
import type { SessionService } from '../auth/sessions.service';

/** What the security centre's operations are given by the composition root (services.ts). */
export interface SecurityDeps {
  database: Pick<Database, 'db'>;
  counters: Counters;
  codes: CodeService;
  messenger: Messenger;
  sessions: SessionService;
}
