import { z } from 'zod';
import { parseEgressAllow } from '../egress/egress-rules.js';

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Public URL the browser uses; also the default CORS origin. */
  PUBLIC_URL: z.string().url({ error: 'must be a URL like http://localhost:8080' }).optional(),
  /**
   * The API's own public address, which media links are built on (an <img src> a client follows). Defaults to
   * PUBLIC_URL, right when the shell and the API share one origin (npm start); set it when a client runs on
   * another origin, or its media links would point at that client's own pages.
   */
  API_URL: z.string().url({ error: 'must be a URL like https://api.example.com' }).optional(),
  /** Comma separated origins allowed to call the API with credentials (Whaticket clients run on another origin). */
  CORS_ORIGINS: z.string().default(''),
  /** sqlite:./data/balcao.sqlite (default) or mysql://user:pass@host:3306/db */
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|mysql:\/\/|mariadb:\/\/)/, { error: 'must start with sqlite: or mysql://' })
    .default('sqlite:./data/balcao.sqlite'),
  JWT_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }),
  JWT_REFRESH_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }),
  /** Access token lifetime, e.g. 15m. */
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, { error: 'must look like 15m, 1h or 7d' })
    .default('15m'),
  REFRESH_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, { error: 'must look like 15m, 1h or 7d' })
    .default('7d'),
  /** 32+ characters; encrypts WhatsApp session keys at rest. */
  SESSION_ENCRYPTION_KEY: z.string().min(32, { error: 'must be at least 32 characters' }),
  /** SameSite of the refresh cookie: none for a client on another site (then only over https) */
  COOKIE_SAMESITE: z.enum(['lax', 'strict', 'none']).default('lax'),
  /** where Agenda keeps jobs: the app's own database (knex), MongoDB or Redis (REDIS_URL) */
  JOBS_BACKEND: z.enum(['knex', 'mongo', 'redis']).default('knex'),
  JOBS_MONGO_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, { error: 'must start with mongodb://' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must start with redis://' })
    .optional(),
  /**
   * Names this deployment's socket.io channel on Redis: deployments (or test databases) sharing one Redis would
   * otherwise hear each other's events, whose company ids mean other companies there.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, { error: 'letters, digits and . : - _ only' })
    .default('balcao'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /**
   * log2 of scrypt's N for new password hashes (auth/passwords.ts): each step doubles a login's CPU. Below 15 only
   * outside production: the test suites use 10, as Devise and Django test settings cut their hashing cost.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  PUBLIC_DIR: z.string().default('./data/public'),
  /** Private media (ctx.media): per-company files served only to their company or through signed links. */
  MEDIA_DIR: z.string().default('./data/media'),
  /** Largest file ctx.media stores (bytes); WhatsApp's own cap for video and documents is about 100 MB. */
  MEDIA_MAX_BYTES: z.coerce.number().int().min(1).default(104_857_600),
  /** Behind a reverse proxy: read the client address from X-Forwarded-For and https from X-Forwarded-Proto. */
  TRUST_PROXY: bool.default(false),
  /** How many proxies in front append to X-Forwarded-For; the address that many hops back is the client's. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Days past the due date a company keeps working before only its billing screens answer. */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  /** Public signups accepted per client address per hour. */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Requests a minute one messages-API token may make (auth/api-token.ts). */
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** first boot of an empty database creates the super admin with these */
  ADMIN_EMAIL: z.string().email({ error: 'must be an e-mail' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  /** Mount the WhatsApp simulator's control API (never in production). */
  SIM_ENABLED: bool.optional(),
  /** How long a kernel owns a WhatsApp connection without renewing its lease; a dead owner's are taken over after it. */
  CHANNEL_LEASE_MS: z.coerce.number().int().min(500).default(15_000),
  /** How often the owner renews its leases and looks for connections nobody owns; well under the lease. */
  CHANNEL_HEARTBEAT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Tries an inbound event gets through the pipeline before it is left failed (GET /inbox/failed). */
  INBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  /** Wait before an inbound event's second try; doubles each time, up to a minute. */
  INBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(1_000),
  /** Tries an outbox message gets before it is failed with ERR_SENDING_WAPP_MSG. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  /** First outbox retry delay; each further one doubles it (capped at 5 minutes). */
  OUTBOX_RETRY_MS: z.coerce.number().int().min(10).default(1_000),
  /** How often a connection's owner looks for outbox rows; defaults to 250 ms, 2 s with REDIS_URL (wake-ups). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(20).optional(),
  /** Names this process in the lease table; defaults to host-pid-random. */
  INSTANCE_ID: z.string().max(100).optional(),
  /** Bearer token for GET /metrics (Prometheus); unset, /metrics answers 404. 16+ characters. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** On SIGTERM/SIGINT: how long in-flight messages, sends and jobs get before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(20_000),
  /** On SIGTERM: how long /ready answers 503 before the listener closes, so a load balancer sees it first. */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /**
   * What the egress guard lets the server call besides https to global addresses (docs/security.md, "Egress"):
   * comma-separated `http:` (plain http too), `ADDRESS[/PREFIX][:PORT]` (`10.0.0.0/8`, `127.0.0.1:3000`,
   * `[fd00::1]:8443`) and `http://ADDRESS...` (that one over plain http too).
   */
  EGRESS_ALLOW: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      for (const message of parseEgressAllow(value).errors) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => parseEgressAllow(value).rules),
  /** The longest one outbound call on a tenant's behalf may take, redirects and answer included. */
  EGRESS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** The largest answer an outbound call on a tenant's behalf reads (bytes). */
  EGRESS_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  /** Points Baileys at another WhatsApp web socket (tests use a closed local port). */
  WA_WEBSOCKET_URL: z
    .string()
    .regex(/^wss?:\/\//, { error: 'must start with ws:// or wss://' })
    .optional(),
});

export type Config = z.output<typeof schema> & { db: DbConfig };
export type DbConfig = { client: 'sqlite'; filename: string } | { client: 'mysql'; url: string };

export class ConfigError extends Error {}

/** the hashing cost a production server may not go under (PASSWORD_HASH_COST) */
const PRODUCTION_MIN_HASH_COST = 15;

/** Validates the environment once at boot and names every bad variable in one message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.PASSWORD_HASH_COST < PRODUCTION_MIN_HASH_COST)
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_COST: must be at least ${PRODUCTION_MIN_HASH_COST} in production`,
    );
  return { ...c, API_URL: c.API_URL ?? c.PUBLIC_URL, db: parseDatabaseUrl(c.DATABASE_URL) };
}

function parseDatabaseUrl(url: string): DbConfig {
  if (url.startsWith('sqlite:'))
    return { client: 'sqlite', filename: url.slice('sqlite:'.length) || ':memory:' };
  return { client: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
}
