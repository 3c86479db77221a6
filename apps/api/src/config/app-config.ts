import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_INTERNAL_EMAIL_DOMAIN, isValidEmail } from '@quiz/domain';
import { z } from 'zod';
import { identityConfig, identityEnvSchema, type IdentityConfig } from './identity-config.js';

/**
 * Everything the api reads from its environment, validated once at start.
 * A typo'd or malformed variable stops the process with a message naming it, instead of silently
 * falling back to the embedded default and losing data somewhere unexpected.
 */
const urlWithProtocols = (name: string, protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `${name} must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  // How long a stopping process may take to finish what it started (README, Operating: Shutdown).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  // auto: readable lines for a developer in a terminal (NODE_ENV=development and stdout a TTY), else JSON lines.
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  // Lets a scraper from outside this machine read GET /metrics (ADR 0163); loopback needs none.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,512}$/, 'METRICS_TOKEN must be 32 to 512 printable characters without spaces')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols('DATABASE_URL', ['postgres', 'postgresql']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  REDIS_URL: urlWithProtocols('REDIS_URL', ['redis', 'rediss']).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9._-]{0,40}$/i,
      'REDIS_PREFIX must be letters, digits, dots, dashes or underscores',
    )
    .default('quiz'),
  EVENTSTORE_URL: urlWithProtocols('EVENTSTORE_URL', [
    'esdb',
    'esdb+discover',
    'kurrentdb',
    'kurrent',
  ]).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ message: 'OPENAI_BASE_URL must be a URL' }).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  OPENAI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(200_000).default(4096),
  OPENAI_STREAM: z.enum(['true', 'false']).default('true'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be a URL such as https://quiz.example.com' }).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PROJECTIONS_ENABLED: z.enum(['true', 'false']).default('true'),
  QUIZ_INTERNAL_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'QUIZ_INTERNAL_EMAIL_DOMAIN must be a domain such as quizstorm.com')
    .default(DEFAULT_INTERNAL_EMAIL_DOMAIN),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((emails) => emails.every(isValidEmail), {
      message: 'ADMIN_EMAILS must be a comma-separated list of e-mail addresses',
    }),
  ...identityEnvSchema.shape,
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: z
    .url({ message: 'RECAPTCHA_VERIFY_URL must be a URL' })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  QUIZ_TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value))
    .refine((value) => typeof value !== 'string' || value.split(',').every(isProxyAddress), {
      message:
        'QUIZ_TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses/CIDRs (loopback, linklocal and uniquelocal allowed)',
    }),
  QUIZ_GUESTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  QUIZ_SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  QUIZ_SIGN_IN_FAILURES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(50),
  // better-auth's own request limiter (ADR 0123); the defaults are its own.
  QUIZ_AUTH_REQUESTS_PER_10S: z.coerce.number().int().min(1).max(1_000_000).default(100),
  QUIZ_AUTH_SIGN_INS_PER_10S: z.coerce.number().int().min(1).max(1_000_000).default(3),
  QUIZ_AUTH_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(3),
  // Multiplayer: how long a reveal stays up, and how many commands one socket may send per second (ADR 0143).
  QUIZ_ROOM_REVEAL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  QUIZ_ROOM_COMMANDS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(10),
  QUIZ_ROOM_GUESSES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
});

/** An address or CIDR that Fastify's trustProxy (proxy-addr) accepts, or one of its named ranges. */
function isProxyAddress(entry: string): boolean {
  const [address = '', bits, extra] = entry.trim().split('/');
  if (['loopback', 'linklocal', 'uniquelocal'].includes(address) && bits === undefined) return true;
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** Prefixes this product owns: any variable under them that we do not know is a mistake worth stopping for. */
const OWNED_PREFIXES = [
  'DATABASE_',
  'REDIS_',
  'EVENTSTORE_',
  'OPENAI_',
  'AUTH_',
  'QUIZ_',
  'PROJECTIONS_',
  'ADMIN_',
  'SMTP_',
  'OIDC_',
  'RECAPTCHA_',
  'SHUTDOWN_',
];
const KNOWN_VARIABLES = new Set(Object.keys(envSchema.shape));

/** Every variable the api reads, for checks of files that set them (docker-compose.yml). */
export function knownVariables(): ReadonlySet<string> {
  return KNOWN_VARIABLES;
}

export class ConfigurationError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable}: ${reason}`);
    this.name = 'ConfigurationError';
  }
}

export interface AppConfig {
  mode: 'embedded' | 'server';
  env: z.infer<typeof envSchema>['NODE_ENV'];
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The bound on a graceful shutdown; past it the process exits non-zero, naming what was still open. */
  shutdownTimeoutMs: number;
  /** JSON lines, or pino-pretty's readable lines (development in a terminal, or LOG_FORMAT=pretty). */
  logFormat: 'json' | 'pretty';
  /** Bearer token a scraper off this machine must present at GET /metrics; without it only loopback may. */
  metricsToken: string | undefined;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgresql'; url: string; poolSize: number };
  redisUrl: string | undefined;
  /** Namespaces this deployment's queues and pub/sub channels, so several can share one Redis. */
  redisPrefix: string;
  eventStoreUrl: string | undefined;
  openai: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    model: string;
    /** Deadline of one request to the model, from sending it to the stream's last token. */
    timeoutMs: number;
    /** Further attempts after a 429, a 5xx, a dropped connection or unusable output. */
    maxRetries: number;
    /** The per-request budget of output tokens. */
    maxOutputTokens: number;
    /** false for servers whose streaming is broken: each batch then arrives whole. */
    stream: boolean;
  };
  authSecret: string;
  publicUrl: string;
  /** Origins whose browsers may call the auth endpoints (better-auth refuses others with INVALID_ORIGIN). */
  trustedOrigins: string[];
  webDistDir: string;
  projectionsEnabled: boolean;
  adminEmails: readonly string[];
  /** Test-style e-mails on this domain need the stricter test-account password (ADR 0040). */
  internalEmailDomain: string;
  /** Outgoing mail (SMTP or the development outbox) and the social sign-in providers configured. */
  mail: IdentityConfig['mail'];
  social: IdentityConfig['social'];
  /** reCAPTCHA v3 for guests when a secret is set; otherwise the self-hosted ALTCHA proof of work. */
  recaptcha: { secret: string; siteKey: string; minScore: number; verifyUrl: string } | undefined;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (Fastify's trustProxy). Off by default:
   * believed without a proxy in front, any client could pick its own address and walk around the per-address limits.
   */
  trustProxy: boolean | string;
  rateLimits: {
    guestsPerIpPerHour: number;
    signInFailuresPerAccount: number;
    signInFailuresPerIp: number;
    /** better-auth's limiter, per address and path: any auth request, per 10 s. */
    authRequestsPer10s: number;
    /** …sign-in, sign-up and password or e-mail changes, per 10 s. */
    authSignInsPer10s: number;
    /** …requests that send mail (password reset, verification), per minute. */
    authMailsPerMinute: number;
  };
  rooms: { revealMs: number; commandsPerSecond: number; guessesPerMinute: number };
}

export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal: boolean = process.stdout.isTTY === true,
): AppConfig {
  for (const name of Object.keys(source)) {
    if (OWNED_PREFIXES.some((prefix) => name.startsWith(prefix)) && !KNOWN_VARIABLES.has(name)) {
      throw new ConfigurationError(
        name,
        `unknown variable (known: ${[...KNOWN_VARIABLES].sort().join(', ')})`,
      );
    }
  }
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .filter((name) => source[name] !== undefined && source[name] !== '')
      .map((name) => [name, source[name]]),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigurationError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const mode = env.DATABASE_URL ? 'server' : 'embedded';
  if (mode === 'server' && !env.AUTH_SECRET) {
    throw new ConfigurationError(
      'AUTH_SECRET',
      'required when DATABASE_URL is set: every api node must sign sessions with the same secret',
    );
  }
  const identity = identityConfig(env);
  if (!identity.ok) throw new ConfigurationError(identity.variable, identity.reason);
  if (env.RECAPTCHA_SECRET && !env.RECAPTCHA_SITE_KEY) {
    throw new ConfigurationError(
      'RECAPTCHA_SITE_KEY',
      'required when RECAPTCHA_SECRET is set: the page needs it to ask for a token',
    );
  }
  const port = env.PORT;
  return {
    mode,
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    logFormat:
      env.LOG_FORMAT === 'auto'
        ? env.NODE_ENV === 'development' && stdoutIsTerminal
          ? 'pretty'
          : 'json'
        : env.LOG_FORMAT,
    metricsToken: env.METRICS_TOKEN,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgresql', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    eventStoreUrl: env.EVENTSTORE_URL,
    openai: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      timeoutMs: env.OPENAI_TIMEOUT_MS,
      maxRetries: env.OPENAI_MAX_RETRIES,
      maxOutputTokens: env.OPENAI_MAX_OUTPUT_TOKENS,
      stream: env.OPENAI_STREAM === 'true',
    },
    authSecret: env.AUTH_SECRET ?? embeddedAuthSecret(dataDir),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    // Deployed behind PUBLIC_URL, only that origin; run locally, however the developer spells localhost,
    // and the Vite dev server.
    trustedOrigins: env.PUBLIC_URL
      ? [new URL(env.PUBLIC_URL).origin]
      : [
          `http://localhost:${port}`,
          `http://127.0.0.1:${port}`,
          `http://[::1]:${port}`,
          'http://localhost:5173',
        ],
    webDistDir: resolve(env.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
    projectionsEnabled: env.PROJECTIONS_ENABLED === 'true',
    adminEmails: env.ADMIN_EMAILS,
    internalEmailDomain: env.QUIZ_INTERNAL_EMAIL_DOMAIN,
    ...identity.value,
    recaptcha:
      env.RECAPTCHA_SECRET && env.RECAPTCHA_SITE_KEY
        ? {
            secret: env.RECAPTCHA_SECRET,
            siteKey: env.RECAPTCHA_SITE_KEY,
            minScore: env.RECAPTCHA_MIN_SCORE,
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
          }
        : undefined,
    trustProxy: env.QUIZ_TRUST_PROXY,
    rateLimits: {
      guestsPerIpPerHour: env.QUIZ_GUESTS_PER_IP_PER_HOUR,
      signInFailuresPerAccount: env.QUIZ_SIGN_IN_FAILURES_PER_ACCOUNT,
      signInFailuresPerIp: env.QUIZ_SIGN_IN_FAILURES_PER_IP,
      authRequestsPer10s: env.QUIZ_AUTH_REQUESTS_PER_10S,
      authSignInsPer10s: env.QUIZ_AUTH_SIGN_INS_PER_10S,
      authMailsPerMinute: env.QUIZ_AUTH_MAILS_PER_MINUTE,
    },
    rooms: {
      revealMs: env.QUIZ_ROOM_REVEAL_MS,
      commandsPerSecond: env.QUIZ_ROOM_COMMANDS_PER_SECOND,
      guessesPerMinute: env.QUIZ_ROOM_GUESSES_PER_MINUTE,
    },
  };
}

/** Embedded mode keeps a random secret beside its data, so sessions survive a restart with nothing to configure. */
function embeddedAuthSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
