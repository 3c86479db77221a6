import { ConfigurationError, loadConfig } from './app-config.js';

const base = { DATA_DIR: '/tmp/quiz-config-spec' };

describe('configuration', () => {
  it('runs embedded with nothing configured', () => {
    const config = loadConfig(base);
    expect(config.mode).toBe('embedded');
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/tmp/quiz-config-spec/pglite' });
    expect(config.redisUrl).toBeUndefined();
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the embedded auth secret across restarts', () => {
    expect(loadConfig(base).authSecret).toBe(loadConfig(base).authSecret);
  });

  it('switches to server mode with DATABASE_URL', () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://quiz@db:5432/quiz',
      AUTH_SECRET: 'a'.repeat(32),
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.mode).toBe('server');
    expect(config.database).toMatchObject({ kind: 'postgresql', url: 'postgres://quiz@db:5432/quiz' });
    expect(config.redisUrl).toBe('redis://cache:6379');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/quiz', AUTH_SECRET: 'a'.repeat(32) }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ EVENTSTORE_URL: 'http://esdb:2113' }, 'EVENTSTORE_URL'],
    [{ OPENAI_BASE_URL: 'not a url' }, 'OPENAI_BASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_EMAILS: 'root, admin@example.com' }, 'ADMIN_EMAILS'],
    [{ DATABASE_URL: 'postgres://db/quiz' }, 'AUTH_SECRET'],
    [{ DATABASE_URI: 'postgres://db/quiz' }, 'DATABASE_URI'],
    [{ OPENAI_MODLE: 'gpt' }, 'OPENAI_MODLE'],
  ])('stops at start on %j, naming %s', (env, variable) => {
    let caught: unknown;
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    expect((caught as ConfigurationError).variable).toBe(variable);
    expect((caught as Error).message).toContain(variable);
  });

  it('ignores variables outside the product’s prefixes', () => {
    expect(() => loadConfig({ ...base, PGHOST: 'x', HOME: '/root', npm_config_cache: '/x' })).not.toThrow();
  });

  it('reads the administrators as a normalised list', () => {
    expect(loadConfig({ ...base, ADMIN_EMAILS: ' Ada@Example.com,bob@example.com ' }).adminEmails).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
  });
});

describe('trusted origins', () => {
  it('trust every local spelling of the api and the Vite dev server when run locally', () => {
    expect(loadConfig({ ...base, PORT: '4000' }).trustedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
      'http://localhost:5173',
    ]);
  });

  it('trust only the public origin once deployed', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://quiz.example.com/app' }).trustedOrigins).toEqual([
      'https://quiz.example.com',
    ]);
  });
});
