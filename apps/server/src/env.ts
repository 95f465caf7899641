import path from 'node:path';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every setting of the deployment, read from the environment once at start and validated.
 * The README's configuration table lists the same names and defaults.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; without it the embedded database (PGlite) under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Folder of the embedded database and the admin control file. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /** PGlite shared_buffers: the embedded database's page cache (and most of its memory). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/)
    .default('16MB'),
  /** Redis for shared caches, rate limits and invalidation between instances; optional. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Prefix of every Redis key and channel, so deployments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/)
    .default('playdeck:'),
  /** The merchant a host name that maps to no merchant falls back to. */
  DEFAULT_MERCHANT: z
    .string()
    .regex(/^[A-Z0-9_]{2,20}$/, 'an upper-case merchant code')
    .default('DEMO'),
  /** Create the demo merchant and its content when the database is empty. */
  SEED_DEMO: boolean.default(true),
  /** Trust X-Forwarded-For from this many proxies (or true for all); needed behind a load balancer. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number => (v === 'true' ? true : v === 'false' ? false : Number(v)))
    .refine((v) => typeof v === 'boolean' || (Number.isInteger(v) && v >= 0), 'true, false or a hop count'),
  /** A header set by a trusted CDN with the client's country (for example cf-ipcountry). */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a lower-case header name')
    .optional(),
  /**
   * Origin of the links the server writes (reset e-mails, payment returns, social sign-in callbacks)
   * for a merchant without a configured domain. Never taken from request headers: a Host header
   * is the client's to choose (reset poisoning). The embedded demo defaults it (see loadEnv).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((v) => {
      const url = URL.parse(v);
      return !!url && !url.username && !url.password && !url.search && !url.hash && url.pathname === '/';
    }, 'an origin such as https://play.example.com (no path, query or credentials)')
    .transform((v) => new URL(v).origin)
    .optional(),
  /** The built web app; served with the SPA fallback. */
  WEB_DIST: z.string().default(''),
  /** Operator API token; when absent one is generated into DATA_DIR/admin-token. */
  ADMIN_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** A session unused this long ends. */
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 90)
    .default(24),
  /** How long a public page drawn on the server is kept, unless a change drops it (0: drawn for each visit). */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(15),
  /** How long an instance trusts a session it checked, before reading it again (0: every request). */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(10),
  /** A session ends this long after login whatever its use. */
  SESSION_MAX_DAYS: z.coerce.number().min(0.01).max(365).default(14),
  /** E-mail through SMTP (smtp:// or smtps://); without it e-mail goes to the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().default('Playdeck <no-reply@playdeck.example>'),
  /** SMS through an HTTP gateway (POST {to, text}); without it SMS go to the outbox table. */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /**
   * Uploaded pictures (feedback) in an S3-compatible bucket instead of DATA_DIR/uploads: needed
   * when several instances serve one site. Path-style address of the service; all four are needed.
   */
  UPLOAD_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  UPLOAD_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  UPLOAD_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,30}$/)
    .default('us-east-1'),
  UPLOAD_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  UPLOAD_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Reads and validates the environment; a bad value stops the start with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, source[key] === '' ? undefined : source[key]])
      .filter(([, value]) => value !== undefined),
  );
  const result = envSchema.safeParse(picked);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      return `  ${key}=${JSON.stringify(source[key] ?? '')}: ${issue.message}`;
    });
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const s3 = [
    env.UPLOAD_S3_ENDPOINT,
    env.UPLOAD_S3_BUCKET,
    env.UPLOAD_S3_ACCESS_KEY_ID,
    env.UPLOAD_S3_SECRET_ACCESS_KEY,
  ];
  if (s3.some(Boolean) && !s3.every(Boolean))
    throw new EnvError(
      'Invalid configuration:\n  UPLOAD_S3_ENDPOINT, UPLOAD_S3_BUCKET, UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY go together',
    );
  // Only the embedded demo may assume where it is reached; on PostgreSQL (production) a link
  // needs a configured address (issue 8: never one taken from the request).
  const publicUrl = env.PUBLIC_URL ?? (env.DATABASE_URL ? undefined : `http://localhost:${env.PORT}`);
  return { ...env, PUBLIC_URL: publicUrl, DATA_DIR: path.resolve(env.DATA_DIR) };
}
