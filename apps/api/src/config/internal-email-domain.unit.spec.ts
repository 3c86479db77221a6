import { ConfigurationError, loadConfig } from './app-config.js';

const base = { DATA_DIR: '/tmp/quiz-config-spec' };

describe('QUIZ_INTERNAL_EMAIL_DOMAIN', () => {
  it('defaults to the company domain', () => {
    expect(loadConfig(base).internalEmailDomain).toBe('quizstorm.com');
  });

  it('takes a domain, lower-cased', () => {
    expect(loadConfig({ ...base, QUIZ_INTERNAL_EMAIL_DOMAIN: ' Staff.Example ' }).internalEmailDomain).toBe(
      'staff.example',
    );
  });

  it.each(['@staff.example', 'localhost', 'staff example.com'])(
    'refuses %p, naming the variable',
    (value) => {
      expect(() => loadConfig({ ...base, QUIZ_INTERNAL_EMAIL_DOMAIN: value })).toThrow(ConfigurationError);
      expect(() => loadConfig({ ...base, QUIZ_INTERNAL_EMAIL_DOMAIN: value })).toThrow(
        /QUIZ_INTERNAL_EMAIL_DOMAIN/,
      );
    },
  );
});
