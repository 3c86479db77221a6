import { ConfigurationError, loadConfig } from './app-config.js';

const base = { DATA_DIR: '/tmp/quiz-config-spec' };

function refusal(env: Record<string, string>): ConfigurationError {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('mail and social sign-in configuration', () => {
  it('uses the outbox and no provider when nothing is set', () => {
    const config = loadConfig(base);
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'QuizStorm <no-reply@localhost>' });
    expect(config.social).toEqual({});
  });

  it('reads SMTP_URL, MAIL_FROM and each provider given with its secret', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Quiz <quiz@example.com>',
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      OIDC_ISSUER: 'https://id.example.com/realms/quiz/',
      OIDC_CLIENT_ID: 'quiz',
      OIDC_CLIENT_SECRET: 'shh',
      OIDC_NAME: 'Company SSO',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Quiz <quiz@example.com>',
    });
    expect(config.social).toEqual({
      github: { clientId: 'gh-id', clientSecret: 'gh-secret' },
      oidc: {
        issuer: 'https://id.example.com/realms/quiz',
        clientId: 'quiz',
        clientSecret: 'shh',
        name: 'Company SSO',
      },
    });
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ FACEBOOK_CLIENT_SECRET: 'secret' }, 'FACEBOOK_CLIENT_ID'],
    [{ OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' }, 'OIDC_ISSUER'],
    [{ SMTP_HOST: 'mail.example.com' }, 'SMTP_HOST'],
    [{ OIDC_ISUER: 'https://id.example.com' }, 'OIDC_ISUER'],
  ])('stops at start on %j, naming %s', (env, variable) => {
    const error = refusal(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });
});
