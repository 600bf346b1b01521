import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed once. See the README's configuration table. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  SCHOOL_NAME: z.string().default('MAN 1 Contoh'),
  SCHOOL_TIMEZONE: z.string().default('Asia/Jakarta'),
  EXTERNAL_SIGNIN_URL: z.string().default('/login'),
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
  /** Set when a proxy in front of the server sets X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Stored files (docs/security/files.md): quota, upload rate, export expiry, sweeps.
  /** Bytes of uploads and exports one user may keep (clock-in selfies do not count), in MB. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(50),
  /** The upload rate's window, in minutes, and what one user may store within it. */
  UPLOAD_RATE_WINDOW_MINUTES: z.coerce.number().int().positive().default(10),
  UPLOAD_RATE_MAX_FILES: z.coerce.number().int().positive().default(30),
  UPLOAD_RATE_MAX_MB: z.coerce.number().positive().default(20),
  /** How long an export's file is kept for download, in hours. */
  EXPORT_KEEP_HOURS: z.coerce.number().positive().default(24),
  /** How often expired exports and old rate counters are swept, in minutes. */
  FILE_SWEEP_MINUTES: z.coerce.number().positive().default(60),
  /** How often files no record names are looked for, in hours, and how old they must be to go. */
  ORPHAN_SWEEP_HOURS: z.coerce.number().positive().default(24),
  ORPHAN_GRACE_HOURS: z.coerce.number().min(1).default(24),
  /** Built web app served at /; empty to serve the API alone. */
  WEB_DIST: z.string().optional(),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
