import { ConfigurationError, loadConfig } from './app-config.js';

const base = { DATA_DIR: '/tmp/quiz-config-access-spec' };

describe('access configuration', () => {
  it('uses the proof of work and the default limits when nothing is set', () => {
    const config = loadConfig(base);
    expect(config.recaptcha).toBeUndefined();
    expect(config.rateLimits).toEqual({
      guestsPerIpPerHour: 30,
      signInFailuresPerAccount: 5,
      signInFailuresPerIp: 50,
      authRequestsPer10s: 100,
      authSignInsPer10s: 3,
      authMailsPerMinute: 3,
    });
  });

  it('believes no proxy unless told which: X-Forwarded-For is otherwise the client’s own claim', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, QUIZ_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, QUIZ_TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });

  it('switches guests to reCAPTCHA v3 with the secret and site key, Google by default, 0.5 minimum', () => {
    expect(loadConfig({ ...base, RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k' }).recaptcha).toEqual({
      secret: 's',
      siteKey: 'k',
      minScore: 0.5,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
  });

  it.each([
    [{ RECAPTCHA_SECRET: 's' }, 'RECAPTCHA_SITE_KEY'],
    [{ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_MIN_SCORE: '1.5' }, 'RECAPTCHA_MIN_SCORE'],
    [{ RECAPTCHA_VERIFY_URL: 'not a url' }, 'RECAPTCHA_VERIFY_URL'],
    [{ RECAPTCHA_SECRETT: 's' }, 'RECAPTCHA_SECRETT'],
    [{ QUIZ_SIGN_IN_FAILURES_PER_ACCOUNT: '0' }, 'QUIZ_SIGN_IN_FAILURES_PER_ACCOUNT'],
    [{ QUIZ_TRUST_PROXY: 'my load balancer' }, 'QUIZ_TRUST_PROXY'],
    [{ QUIZ_TRUST_PROXY: '2' }, 'QUIZ_TRUST_PROXY'],
  ])('refuses %j, naming %s', (env, variable) => {
    let caught: unknown;
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigurationError);
    expect((caught as ConfigurationError).variable).toBe(variable);
  });
});
