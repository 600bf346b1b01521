import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { FILE_STORES } from './platform/files/storage.js';

/** Every environment variable the server reads, parsed once. docs/configuration.md lists them. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  SCHOOL_NAME: z.string().default('MAN 1 Contoh'),
  SCHOOL_TIMEZONE: z.string().default('Asia/Jakarta'),
  EXTERNAL_SIGNIN_URL: z.string().default('/login'),
  /** The domain of the sign-in addresses the Akun page makes up for students and guardians without a usable e-mail. */
  ACCOUNT_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,100}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, 'ACCOUNT_EMAIL_DOMAIN must be a domain such as man1contoh.sch.id')
    .default('madrasah.test'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Credit shown on maps; the tile provider's licence usually requires it (HTML). */
  MAP_TILE_ATTRIBUTION: z.string().default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  MAP_DEFAULT_CENTER: z
    .string()
    .default('-6.2,106.816666')
    .transform((v, ctx) => {
      const [lat, long] = v.split(',').map(Number);
      if (lat === undefined || long === undefined || Number.isNaN(lat) || Number.isNaN(long)) {
        ctx.addIssue({ code: 'custom', message: 'MAP_DEFAULT_CENTER must be "lat,long"' });
        return z.NEVER;
      }
      return [lat, long] as [number, number];
    }),
  /** 'auto' seeds the demo school only into an empty embedded database; 'never' never does. */
  DEMO_SEED: z.enum(['auto', 'never']).default('auto'),
  /** How long each process keeps the school's settings and active period (milliseconds). */
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  SESSION_REMEMBER_DAYS: z.coerce.number().positive().default(30),
  /** Argon2 hashes and verifies that run at once in this process (the rest wait in the queue). */
  ARGON2_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Argon2 operations that may wait for a slot; a request beyond them is answered 503 at once. */
  ARGON2_QUEUE: z.coerce.number().int().min(0).default(100),
  /**
   * Wrong passwords one address may send in 15 minutes, over every account, before each further
   * one costs a minute's wait (docs/security/sign-in.md). Raise it for a large school behind one
   * NAT address; known devices never count against it.
   */
  SIGNIN_ADDRESS_FAILURES: z.coerce.number().int().min(10).max(10_000).default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The bearer token a Prometheus scraper sends for /metrics (docs/operations.md); unset, the page
   * does not exist. Long enough not to be guessed.
   */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(32, 'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)').optional()),
  // Stored files (docs/security/files.md): quota, upload rate, export expiry, sweeps.
  /** Where stored files live: the local disk under DATA_DIR/files, the database, or an S3 bucket (docs/decisions/0060-penyimpanan-berkas.md). */
  FILE_STORE: z.enum(FILE_STORES).default('disk'),
  /** FILE_STORE=s3: the server's address (empty for Amazon S3 itself), the bucket, its region. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** FILE_STORE=s3: the access key; without it the AWS_* variables or the machine's role are used. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** FILE_STORE=s3: 'true' addresses the bucket as a path (endpoint/bucket/key), as most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Bytes of uploads and exports one user may keep (clock-in selfies do not count), in MB. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(50),
  /** The upload rate's window, in minutes, and what one user may store within it. */
  UPLOAD_RATE_WINDOW_MINUTES: z.coerce.number().int().positive().default(10),
  UPLOAD_RATE_MAX_FILES: z.coerce.number().int().positive().default(30),
  UPLOAD_RATE_MAX_MB: z.coerce.number().positive().default(20),
  /** How long an export's file is kept for download, in hours. */
  EXPORT_KEEP_HOURS: z.coerce.number().positive().default(24),
  /** How often expired exports, old upload-rate counters, expired sessions and passed sign-in counters are swept, in minutes. */
  SWEEP_MINUTES: z.coerce.number().positive().default(60),
  /** How often files no record names are looked for, in hours, and how old they must be to go. */
  ORPHAN_SWEEP_HOURS: z.coerce.number().positive().default(24),
  ORPHAN_GRACE_HOURS: z.coerce.number().min(1).default(24),
  /** How often each process asks the job table whether a scheduled job is due, in seconds. */
  JOB_CHECK_SECONDS: z.coerce.number().positive().default(30),
  /** Built web app served at /; empty to serve the API alone. */
  WEB_DIST: z.string().optional(),

  // Connections, proxies and the embedded database's thread (docs/security/runtime.md).
  /** 'worker' runs the embedded database in a worker thread, so a long query does not stop the server; 'main' on the server's own. */
  EMBEDDED_DB_THREAD: z.enum(['main', 'worker']).default('worker'),
  /** Which peers' X-Forwarded-For is believed: 'false', a hop count, or the proxies' addresses. */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  /** A client must have sent its whole request head within this time. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** A client must have sent its whole request, body included, within this time; also the longest a socket may stay silent. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** An idle kept-alive connection is closed after this time. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Open connections allowed from one client address (not counting trusted proxies); 0 for no cap. */
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(500),
});

/** Fastify's `trustProxy`: false, a number of proxies in front, or the proxies' addresses and networks. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for ranges, besides addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY=true would believe an X-Forwarded-For written by any client. Give the number of proxies in front of the portal (e.g. 1) or their addresses (e.g. 127.0.0.1 or 10.0.0.0/8,192.168.1.2)',
    });
    return z.NEVER;
  }
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !PROXY_RANGE_NAMES.has(e) && !isAddressOrNetwork(e));
  if (bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: not an address, network or hop count: ${bad.join(', ')}` });
    return z.NEVER;
  }
  return entries;
}

function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type Config = z.infer<typeof envSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  if (parsed.data.HTTP_HEADERS_TIMEOUT_MS > parsed.data.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  const { FILE_STORE, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = parsed.data;
  if (FILE_STORE === 's3' && !S3_BUCKET) throw new Error('Invalid configuration: FILE_STORE=s3 needs S3_BUCKET');
  if (!S3_ACCESS_KEY_ID !== !S3_SECRET_ACCESS_KEY) throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
