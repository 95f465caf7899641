import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { RequestCrypto } from '../../infra/crypto/request-crypto';
import type { Messenger } from '../../infra/messaging/providers';
import type { Counters } from '../../lib/rate-limit';
import type { Ledger } from '../ledger/ledger.service';
import type { CaptchaService } from './captcha.service';
import type { CodeService } from './codes.service';
import type { SessionService } from './sessions.service';

/**
 * What the sign-in, registration, trial, password and social operations are given by the
 * composition root (services.ts): the database, the shared counters, captchas, codes, the
 * messenger, sessions, and the ledger (a trial account's play money).
 */
export interface AuthDeps {
  database: Pick<Database, 'db'>;
  counters: Counters;
  captchas: CaptchaService;
  codes: CodeService;
  messenger: Messenger;
  sessions: SessionService;
  ledger: Ledger;
}

/** The account routes also open encrypted requests and name the site's trusted origin (links in e-mails). */
export interface AuthRouteDeps extends AuthDeps {
  requestCrypto: RequestCrypto;
  env: Pick<Env, 'PUBLIC_URL'>;
}
