import path from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies } from './lib/client-address.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

// Every setting the service reads, with its default and meaning. README lists them from here.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on: this machine only (127.0.0.1) unless production, where 0.0.0.0 is the default. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** Production runs on a PostgreSQL server of its own (DATABASE_URL); the embedded one only when this says so. */
  EMBEDDED_DB_IN_PRODUCTION: bool.default(false),
  PUBLIC_URL: z.string().url().optional(),
  ACCESS_MODE: z.enum(['open', 'invite']).default('open'),
  /**
   * The proxies in front of the service whose X-Forwarded-For may be believed: none by default (the socket's
   * address is the client), their addresses/CIDR ranges (also loopback, linklocal, uniquelocal), or a hop count
   * (only with TRUST_PROXY_HOPS_ACKNOWLEDGED=true: any client that reaches the port directly can then pick its
   * address).
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .refine(
      (v) => parseTrustedProxies(v) !== null,
      'a hop count, or a comma list of addresses or CIDR ranges',
    )
    .transform((v) => parseTrustedProxies(v) as false | number | string[]),
  /** Confirms that a hop count in TRUST_PROXY is meant: the port is reachable only through those proxies. */
  TRUST_PROXY_HOPS_ACKNOWLEDGED: bool.default(false),
  /**
   * Host names the service answers besides PUBLIC_URL's (comma list, e.g. an internal health-check name);
   * any other Host is answered 421 before any route, which closes DNS rebinding.
   */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /**
   * HTTP service processes sharing PORT, one per core a machine gives the service (docs/scaling.md). The first
   * also runs this process's ROLE's background work and the inbound SMTP listener; the others only answer HTTP.
   * Needs DATABASE_URL: the embedded database serves one process.
   */
  WEB_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  SECRET_KEY: z.string().min(32).optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().optional(),
  MAIL_REPLY_TO: z.string().optional(),
  OPERATOR_EMAIL: z.string().email().optional(),
  CONTACT_EMAIL: z.string().email().optional(),
  /** The OpenAPI description and its UI at /api/docs: on outside production, off in production unless true. */
  API_DOCS: bool.optional(),
  FOUNDER_NAME: z.string().default('the founder'),
  SCHEDULING_URL: z.string().url().default('https://cal.com/upstream/advising'),
  COMPANY_SITE_URL: z.string().url().default('https://upstream.jobs'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_LABEL: z.string().default('Google'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: optionalUrl,
  WORKERS: bool.default(true),
  INGEST_ENABLED: bool.default(true),
  // Job-board API base URLs (the ATS simulator in tests, the demo and the benchmark). `{token}` is the board
  // token; for Workday `{host}` is the `{tenant}.wd{N}` part of the token `{tenant}.wd{N}/{site}`.
  GREENHOUSE_API_URL: z.string().default('https://boards-api.greenhouse.io'),
  LEVER_API_URL: z.string().default('https://api.lever.co'),
  ASHBY_API_URL: z.string().default('https://api.ashbyhq.com'),
  SMARTRECRUITERS_API_URL: z.string().default('https://api.smartrecruiters.com'),
  WORKABLE_API_URL: z.string().default('https://apply.workable.com'),
  RECRUITEE_API_URL: z.string().default('https://{token}.recruitee.com'),
  WORKDAY_API_URL: z.string().default('https://{host}.myworkdayjobs.com'),
  PERSONIO_API_URL: z.string().default('https://{token}.jobs.personio.de'),
  TEAMTAILOR_API_URL: z.string().default('https://{token}.teamtailor.com'),
  PINPOINT_API_URL: z.string().default('https://{token}.pinpointhq.com'),
  RIPPLING_API_URL: z.string().default('https://api.rippling.com'),
  BREEZY_API_URL: z.string().default('https://{token}.breezy.hr'),
  /** Job-board requests in flight to one host at once. */
  INGEST_HOST_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Longest one request to a job board may take, body included, before it counts as a timeout. */
  INGEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** First wait before retrying a job board's 429/5xx answer (doubled per retry; Retry-After wins). */
  INGEST_BACKOFF_MS: z.coerce.number().int().min(0).default(1000),
  /** Longest one database statement of a web request may run before it is cancelled (a 503 asks to retry). */
  REQUEST_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Job searches one IP may make per minute (POST /api/post/jobs). */
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Leave out of search the jobs listed longer than this many days (ghost jobs, issue 23); unset: none. */
  HIDE_JOBS_LISTED_OVER_DAYS: z.coerce.number().int().min(2).optional(),
  /** The domain of members' forwarding addresses (track+<token>@INBOUND_DOMAIN); the inbox is off without it. */
  INBOUND_DOMAIN: z.string().optional(),
  /** Port of the built-in SMTP listener for forwarded hiring mail; off unless set. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** PEM certificate and key files: the SMTP listener offers STARTTLS when both are set. */
  INBOUND_TLS_CERT: z.string().optional(),
  INBOUND_TLS_KEY: z.string().optional(),
  /** The shared secret a mail provider's inbound webhook sends as `Authorization: Bearer …`; off unless set. */
  INBOUND_WEBHOOK_SECRET: z.string().min(24).optional(),
  /** Largest forwarded email accepted, in bytes (by SMTP and webhook alike). */
  INBOUND_MAX_BYTES: z.coerce.number().int().min(10_000).default(2_000_000),
  /** Emails one forwarding address may receive per hour. */
  INBOUND_PER_HOUR: z.coerce.number().int().positive().default(60),
});

export type Env = z.infer<typeof envSchema>;
export type Config = Readonly<
  Omit<Env, 'HOST' | 'MAIL_FROM' | 'OPERATOR_EMAIL' | 'CONTACT_EMAIL' | 'API_DOCS'> & {
    HOST: string;
    MAIL_FROM: string;
    OPERATOR_EMAIL: string;
    CONTACT_EMAIL: string;
    API_DOCS: boolean;
    /** Is HOST an address only this machine can reach? */
    loopbackOnly: boolean;
    publicUrl: string;
    dataDir: string;
    isProduction: boolean;
    secretKey: string;
    version: string;
  }
>;

export class ConfigError extends Error {}

/** Parse and freeze the environment; a bad value stops start-up with a message naming the setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env, version = '0.0.0'): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRET_KEY: required in production (at least 32 characters)',
    );
  }
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required in production');
  }
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const loopbackOnly = isLoopbackHost(host);
  if (typeof e.TRUST_PROXY === 'number' && e.TRUST_PROXY > 0 && !e.TRUST_PROXY_HOPS_ACKNOWLEDGED) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY: a hop count (${e.TRUST_PROXY}) believes X-Forwarded-For from any client that reaches the port directly. ` +
        "Name the proxies' addresses or ranges instead, or set TRUST_PROXY_HOPS_ACKNOWLEDGED=true if only they can reach it.",
    );
  }
  if (isProduction) {
    const problems = productionRefusals(e, loopbackOnly);
    if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  if ((!e.SECRET_KEY || e.SECRET_KEY === DEVELOPMENT_SECRET_KEY) && !loopbackOnly) {
    throw new ConfigError(
      `Invalid configuration:\n  SECRET_KEY: required when the service listens beyond this machine (HOST=${host}). ` +
        'The built-in development key is public: anyone could forge sign-in, click and unsubscribe links with it.',
    );
  }
  if (isProduction) {
    // Addresses people see and answer: a development default (upstream.local) must never reach them.
    const missing = (['OPERATOR_EMAIL', 'CONTACT_EMAIL', 'MAIL_FROM'] as const).filter(
      (key) => !e[key] || /\.local\b/i.test(e[key] ?? ''),
    );
    if (missing.length)
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required in production (a real address, not .local)`).join('\n')}`,
      );
  }
  if (e.WEB_PROCESSES > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_PROCESSES: above 1 needs DATABASE_URL (the embedded database serves one process)',
    );
  }
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  }
  return Object.freeze({
    ...e,
    HOST: host,
    loopbackOnly,
    MAIL_FROM: e.MAIL_FROM ?? 'Upstream <jobs@upstream.local>',
    OPERATOR_EMAIL: e.OPERATOR_EMAIL ?? 'founder@upstream.local',
    CONTACT_EMAIL: e.CONTACT_EMAIL ?? 'founder@upstream.local',
    API_DOCS: e.API_DOCS ?? !isProduction,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    isProduction,
    // Only on this machine: a fixed key keeps signed links valid across restarts. Elsewhere SECRET_KEY is required.
    secretKey: e.SECRET_KEY ?? DEVELOPMENT_SECRET_KEY,
    version,
  });
}

/** Development values an operator might carry into production, each of which would hand the service over. */
function productionRefusals(e: Env, loopbackOnly: boolean): string[] {
  const problems: string[] = [];
  const key = e.SECRET_KEY ?? '';
  if (key === DEVELOPMENT_SECRET_KEY || new Set(key).size < 8)
    problems.push(
      '  SECRET_KEY: the published development key or a repeated character is not a secret; use `openssl rand -hex 32`',
    );
  if (Array.isArray(e.TRUST_PROXY) && e.TRUST_PROXY.some((entry) => /\/0$/.test(entry)))
    problems.push('  TRUST_PROXY: a /0 range trusts every address on the internet to name its own address');
  const publicUrl = new URL(e.PUBLIC_URL ?? 'https://missing.invalid');
  // Plain http only for a production run this machine alone can reach (the benchmarks).
  if (publicUrl.protocol !== 'https:' && !(loopbackOnly && isLoopbackHost(publicUrl.hostname)))
    problems.push('  PUBLIC_URL: must be https:// in production (sign-in links and cookies travel over it)');
  return problems;
}

/** The key used when SECRET_KEY is unset (this machine only); it is in the source, so it is public. */
const DEVELOPMENT_SECRET_KEY = 'development-only-secret-key-not-for-production-use';

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine can connect to. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' ||
    h === '::1' ||
    h === '::ffff:127.0.0.1' ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(h)
  );
}

/** The start-up line that says plainly which mode the service runs in and who can reach it. */
export function modeNotice(config: Config): string {
  const where = `listening on ${config.HOST}:${config.PORT}`;
  if (config.isProduction) return `Production mode, ${where}, public address ${config.publicUrl}.`;
  const outbox = config.SMTP_URL
    ? `Emails go out through ${new URL(config.SMTP_URL).host}`
    : `Emails stay in the outbox: open ${config.publicUrl}/dev/mailbox on this machine to follow a sign-in link`;
  const reach = config.loopbackOnly
    ? 'this machine only'
    : 'reachable from other machines; the outbox still answers only this machine';
  return `${config.NODE_ENV === 'test' ? 'Test' : 'Development'} mode, ${where} (${reach}). ${outbox}. Set NODE_ENV=production to serve others.`;
}
