import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isValidEmail } from '@quiz/domain';
import { z } from 'zod';

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
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be a URL such as https://quiz.example.com' }).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PROJECTIONS_ENABLED: z.enum(['true', 'false']).default('true'),
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
});

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
];
const KNOWN_VARIABLES = new Set(Object.keys(envSchema.shape));

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
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgresql'; url: string; poolSize: number };
  redisUrl: string | undefined;
  /** Namespaces this deployment's queues and pub/sub channels, so several can share one Redis. */
  redisPrefix: string;
  eventStoreUrl: string | undefined;
  openai: { apiKey: string | undefined; baseUrl: string | undefined; model: string };
  authSecret: string;
  publicUrl: string;
  /** Origins whose browsers may call the auth endpoints (better-auth refuses others with INVALID_ORIGIN). */
  trustedOrigins: string[];
  webDistDir: string;
  projectionsEnabled: boolean;
  adminEmails: readonly string[];
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
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
  const port = env.PORT;
  return {
    mode,
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgresql', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    eventStoreUrl: env.EVENTSTORE_URL,
    openai: { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL },
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
