import { ConfigurationError, loadConfig } from './app-config.js';

const base = { DATA_DIR: '/tmp/quiz-config-operability-spec' };

describe('configuration of logs and metrics', () => {
  it.each([
    ['development', true, undefined, 'pretty'],
    ['development', false, undefined, 'json'],
    ['production', true, undefined, 'json'],
    ['test', true, undefined, 'json'],
    ['production', false, 'pretty', 'pretty'],
    ['development', true, 'json', 'json'],
  ] as const)(
    'given NODE_ENV=%s, a terminal on stdout: %s and LOG_FORMAT=%s, then logs are %s',
    (env, terminal, format, expected) => {
      const config = loadConfig(
        { ...base, NODE_ENV: env, ...(format ? { LOG_FORMAT: format } : {}) },
        terminal,
      );
      expect(config.logFormat).toBe(expected);
    },
  );

  it('given no METRICS_TOKEN, then metrics are for loopback only; given one, it is kept', () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
    const token = 'x'.repeat(32);
    expect(loadConfig({ ...base, METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it.each([
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: `${'x'.repeat(31)} y` }, 'METRICS_TOKEN'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
  ])('refuses %p naming %s', (env, variable) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigurationError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(variable);
  });
});
