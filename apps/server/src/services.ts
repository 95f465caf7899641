import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from './db/client';
import { shareCommitted } from './db/committed';
import type { Env } from './env';
import { createRequestCrypto, type RequestCrypto } from './infra/crypto/request-crypto';
import {
  createMessenger,
  httpSmsProvider,
  type Messenger,
  outboxProvider,
  smtpProvider,
} from './infra/messaging/providers';
import { type Bus, createBus } from './lib/bus';
import { type Counters, databaseCounters, redisCounters } from './lib/rate-limit';
import { resilientCounters } from './lib/resilient-counters';
import { deploymentSecret } from './lib/secrets';
import { type CaptchaService, createCaptchaService } from './modules/auth/captcha.service';
import { type CodeService, createCodeService } from './modules/auth/codes.service';
import { createSessionService, type SessionService } from './modules/auth/sessions.service';
import { CONTENT_CHANGED } from './modules/content/content.repo';
import { type ContentService, createContentService } from './modules/content/content.service';
import { createFeedbackService, type FeedbackService } from './modules/feedback/feedback.service';
import { diskFileStore, type FileStore } from './modules/feedback/file-store';
import { pictureLinks } from './modules/feedback/picture-links';
import { s3FileStore } from './modules/feedback/s3-file-store';
import { createSeamlessWallet, type SeamlessWallet } from './modules/games/vendors/seamless-wallet.service';
import { BALANCES_CHANGED, createLedger, type Ledger } from './modules/ledger/ledger.service';
import { MEMBERS_CHANGED } from './modules/member-centre/members.repo';
import { createMerchantResolver, type MerchantResolver } from './modules/merchants/merchants.service';
import { createMessageCentre, type MessageCentre } from './modules/messages/messages.service';
import { createBonusGrants } from './modules/promotions/bonus-grants';
import { createPromotions, type Promotions } from './modules/promotions/promotions.service';
import { createRedRain, type RedRain } from './modules/promotions/red-rain';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';

/** Everything the routes and jobs share, built once per process (or per test app). */
export interface Services {
  env: Env;
  database: Database;
  redis: Redis | undefined;
  bus: Bus;
  settings: SettingsService;
  merchants: MerchantResolver;
  /** Rate limits and failure counts, shared by every instance (per instance while Redis is down). */
  counters: Counters;
  sessions: SessionService;
  captchas: CaptchaService;
  codes: CodeService;
  messenger: Messenger;
  requestCrypto: RequestCrypto;
  /** Every movement of money goes through here (architecture, Money). */
  ledger: Ledger;
  /** The one path of every game bet, win and refund (vendors' calls and the in-house games). */
  seamless: SeamlessWallet;
  /** Operator content: banners, notices, popups, hot matches, help (cached, forgotten on change). */
  content: ContentService;
  /** The members' message centre. */
  messages: MessageCentre;
  /** Members' feedback with pictures (stored under DATA_DIR/uploads, served at signed addresses). */
  feedback: FeedbackService;
  /** Promotions and their bonus money (issue 12). */
  promotions: Promotions;
  redRain: RedRain;
  adminToken: string;
  /** Set when shutdown starts: readiness turns false so the balancer stops sending traffic. */
  shuttingDown: boolean;
}

export interface ServiceDeps {
  env: Env;
  database: Database;
  redis?: Redis | undefined;
  logger: FastifyBaseLogger;
  adminToken: string;
}

export async function createServices({ env, database, redis, logger, adminToken }: ServiceDeps): Promise<Services> {
  const bus = await createBus(redis, redis?.options.keyPrefix ?? 'playdeck:', logger);
  const settings = createSettingsService({ db: database.db, bus, logger });
  const merchants = createMerchantResolver({ db: database.db, settings, defaultMerchantCode: env.DEFAULT_MERCHANT });
  const db = database.db;
  const counters = redis ? resilientCounters({ redis, shared: redisCounters(redis), logger }) : databaseCounters(db);
  const pepper = await deploymentSecret(db, 'code-pepper');
  const messenger = createMessenger({
    sms: env.SMS_GATEWAY_URL
      ? httpSmsProvider(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN, db)
      : outboxProvider(db, logger),
    email: env.SMTP_URL ? smtpProvider(env.SMTP_URL, env.SMTP_FROM, db) : outboxProvider(db, logger),
  });
  // Built in dependency order: the seamless wallet moves money through the ledger.
  const ledger = createLedger(db);
  // The caches of hot reads (balances, members, content) forget what another instance changed.
  shareCommitted(db, bus, [BALANCES_CHANGED, MEMBERS_CHANGED, CONTENT_CHANGED]);
  const services: Services = {
    env,
    database,
    redis,
    bus,
    settings,
    merchants,
    counters,
    sessions: createSessionService(
      db,
      { idleHours: env.SESSION_IDLE_HOURS, maxDays: env.SESSION_MAX_DAYS, cacheMs: env.SESSION_CACHE_SECONDS * 1000 },
      bus,
    ),
    captchas: createCaptchaService(db, pepper),
    codes: createCodeService({ db, counters, pepper }),
    messenger,
    requestCrypto: createRequestCrypto(db),
    ledger,
    seamless: createSeamlessWallet({
      db,
      settings,
      ledger,
      // One batch at a time on both databases: while it is applied the next one gathers. On
      // PostgreSQL two overlapping batches measured ~25% fewer pairs/s and a worse p99 (their
      // locks meet), three worse again (2026-11-24).
      groupCommit: { max: 200, concurrency: 1 },
    }),
    content: createContentService({ db }),
    messages: createMessageCentre({ db }),
    feedback: createFeedbackService({
      db,
      store: uploadStore(env, 'feedback'),
      links: pictureLinks(await deploymentSecret(db, 'media-signing')),
    }),
    promotions: createPromotions({ db, grants: createBonusGrants({ db, ledger }) }),
    redRain: createRedRain({ db, grants: createBonusGrants({ db, ledger }) }),
    adminToken,
    shuttingDown: false,
  };
  return services;
}

/** Where uploads of a kind are kept: the configured S3-compatible bucket, else DATA_DIR/uploads/<kind>. */
function uploadStore(env: Env, kind: string): FileStore {
  const { UPLOAD_S3_ENDPOINT, UPLOAD_S3_BUCKET, UPLOAD_S3_ACCESS_KEY_ID, UPLOAD_S3_SECRET_ACCESS_KEY } = env;
  if (UPLOAD_S3_ENDPOINT && UPLOAD_S3_BUCKET && UPLOAD_S3_ACCESS_KEY_ID && UPLOAD_S3_SECRET_ACCESS_KEY)
    return s3FileStore({
      endpoint: UPLOAD_S3_ENDPOINT,
      bucket: UPLOAD_S3_BUCKET,
      region: env.UPLOAD_S3_REGION,
      accessKeyId: UPLOAD_S3_ACCESS_KEY_ID,
      secretAccessKey: UPLOAD_S3_SECRET_ACCESS_KEY,
      prefix: kind,
    });
  return diskFileStore(path.join(env.DATA_DIR, 'uploads', kind));
}
