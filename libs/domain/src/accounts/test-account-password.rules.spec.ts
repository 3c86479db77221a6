import {
  TEST_ACCOUNT_PASSWORD_HEADING,
  checkTestAccountPassword,
  failedTestPasswordRules,
  isTestStyleEmail,
} from './test-account-password.rules.js';

const INTERNAL = 'quizstorm.com';
const STRONG = 'Violet-Harbor-93';

describe('given an e-mail address', () => {
  it.each([
    ['the internal company domain', 'ada@quizstorm.com'],
    ['the internal domain in capitals', 'Ada@QuizStorm.COM'],
    ['a +test tag', 'ada+test@example.com'],
    ['a .test suffix', 'ada.test@example.com'],
    ['a qa. prefix', 'qa.ada@example.com'],
    ['a qa_ prefix', 'qa_ada@example.com'],
    ['a qa- prefix', 'QA-ada@example.com'],
  ])('when it has %s, then it is a test-style e-mail', (_case, email) => {
    expect(isTestStyleEmail(email, INTERNAL)).toBe(true);
  });

  it.each([
    ['an ordinary address', 'ada@example.com'],
    ['another company’s subdomain look-alike', 'ada@quizstorm.com.example.org'],
    ['"qa" without a separator', 'qadir@example.com'],
    ['"test" in the middle', 'ada+testing@example.com'],
    ['"test" in the domain', 'ada@test.example.com'],
  ])('when it is %s, then it is not', (_case, email) => {
    expect(isTestStyleEmail(email, INTERNAL)).toBe(false);
  });

  it('when the deployment names another internal domain, then that domain is the test-style one', () => {
    expect(isTestStyleEmail('ada@staff.example', 'staff.example')).toBe(true);
    expect(isTestStyleEmail('ada@quizstorm.com', 'staff.example')).toBe(false);
  });
});

describe('given a test-style e-mail, when the password is checked', () => {
  const email = 'qa.ada@example.com';

  it('then a strong password breaks no rule', () => {
    expect(failedTestPasswordRules(email, STRONG)).toEqual([]);
    expect(checkTestAccountPassword(email, STRONG, INTERNAL)).toEqual({ ok: true });
  });

  it('then 11 characters break the length rule and 12 do not', () => {
    expect(failedTestPasswordRules(email, 'Violet-Harb')).toEqual(['length']);
    expect(failedTestPasswordRules(email, 'Violet-Harbo')).toEqual([]);
  });

  it('then a space breaks the no-spaces rule', () => {
    expect(failedTestPasswordRules(email, 'Violet Harbor-93')).toEqual(['noSpaces']);
  });

  it('then two character classes break the 3-of-4 rule, three of any kind pass', () => {
    expect(failedTestPasswordRules(email, 'violetharborcove')).toEqual(['characterClasses']);
    expect(failedTestPasswordRules(email, 'violetharbor93')).toEqual(['characterClasses']);
    expect(failedTestPasswordRules(email, 'violet-harbor-93')).toEqual([]);
    expect(failedTestPasswordRules(email, 'VIOLET-HARBOR-93')).toEqual([]);
    expect(failedTestPasswordRules(email, 'VioletHarbor93')).toEqual([]);
  });

  it('then the e-mail username inside, in any case, breaks the username rule', () => {
    expect(failedTestPasswordRules(email, 'Xx-QA.ADA-2026')).toEqual(['noUsername']);
    expect(failedTestPasswordRules('grace+test@example.com', 'Grace-Hopper-1906')).toEqual(['noUsername']);
  });

  it('then a common password, or one with digits and symbols added, breaks the common rule', () => {
    expect(failedTestPasswordRules(email, 'Password123!')).toEqual(['notCommon']);
    expect(failedTestPasswordRules(email, 'Qwertyuiop#1')).toEqual(['notCommon']);
    expect(failedTestPasswordRules(email, 'P@ssw0rd2026!')).toEqual(['notCommon']);
  });

  it('then every broken rule is listed, in the spec’s order, under the spec’s heading', () => {
    expect(checkTestAccountPassword(email, 'password', INTERNAL)).toEqual({
      ok: false,
      heading: TEST_ACCOUNT_PASSWORD_HEADING,
      items: [
        'be at least 12 characters long',
        'include at least 3 of: uppercase, lowercase, number, special',
        'not be a commonly used password',
      ],
    });
    expect(TEST_ACCOUNT_PASSWORD_HEADING).toBe('For test accounts, your password must:');
  });
});

describe('given an ordinary e-mail', () => {
  it('when the password would fail every test-account rule, then this check lets it through', () => {
    expect(checkTestAccountPassword('ada@example.com', 'password', INTERNAL)).toEqual({ ok: true });
  });
});
