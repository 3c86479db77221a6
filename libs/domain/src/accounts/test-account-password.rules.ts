/**
 * Test-account password rules (spec §5). Test-style e-mails are the accounts QA and staff create by the
 * dozen; they get a stricter password so a leaked test login is not trivially guessable. The web form and
 * the api's sign-up both apply this one function.
 */

/** The company's own mail domain; the api can override it with QUIZ_INTERNAL_EMAIL_DOMAIN (ADR 0040). */
export const DEFAULT_INTERNAL_EMAIL_DOMAIN = 'quizstorm.com';

export const TEST_ACCOUNT_MIN_PASSWORD_LENGTH = 12;

/** The heading the spec puts above the failing items. */
export const TEST_ACCOUNT_PASSWORD_HEADING = 'For test accounts, your password must:';

/** One line per rule, worded to follow the heading. */
export const TEST_ACCOUNT_PASSWORD_RULES = {
  length: `be at least ${TEST_ACCOUNT_MIN_PASSWORD_LENGTH} characters long`,
  noSpaces: 'contain no spaces',
  characterClasses: 'include at least 3 of: uppercase, lowercase, number, special',
  noUsername: 'not contain the email username',
  notCommon: 'not be a commonly used password',
} as const;

export type TestAccountPasswordRule = keyof typeof TEST_ACCOUNT_PASSWORD_RULES;

/**
 * A small list of the passwords (and bases of passwords) that top every leaked-password list. A password is
 * common when it is one of these, ignoring case, or one of these followed only by digits and symbols
 * ("Password123!").
 */
const COMMON_PASSWORDS = new Set([
  '123456',
  '12345678',
  '123456789',
  '1234567890',
  '123123',
  '111111',
  'abc123',
  'admin',
  'administrator',
  'baseball',
  'changeme',
  'dragon',
  'football',
  'iloveyou',
  'letmein',
  'master',
  'monkey',
  'p@ssw0rd',
  'p@ssword',
  'passw0rd',
  'password',
  'princess',
  'qwerty',
  'qwertyuiop',
  'shadow',
  'sunshine',
  'superman',
  'trustno1',
  'welcome',
  'whatever',
  'qazwsx',
  '1q2w3e4r',
  'zaq12wsx',
]);

/** Usernames this short would refuse half of all passwords without making any safer. */
const MIN_USERNAME_LENGTH_TO_CHECK = 3;

function splitEmail(email: string): { local: string; domain: string } {
  const at = email.lastIndexOf('@');
  if (at < 0) return { local: email.toLowerCase(), domain: '' };
  return { local: email.slice(0, at).toLowerCase(), domain: email.slice(at + 1).toLowerCase() };
}

export function isTestStyleEmail(email: string, internalDomain = DEFAULT_INTERNAL_EMAIL_DOMAIN): boolean {
  const { local, domain } = splitEmail(email.trim());
  return (
    domain === internalDomain.toLowerCase() ||
    local.endsWith('+test') ||
    local.endsWith('.test') ||
    /^qa[._-]/.test(local)
  );
}

function characterClassCount(password: string): number {
  return [/\p{Lu}/u, /\p{Ll}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u].filter((pattern) => pattern.test(password))
    .length;
}

function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const base = lower.replace(/[\d\W_]+$/u, '');
  return COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(base);
}

function containsUsername(password: string, email: string): boolean {
  const { local } = splitEmail(email.trim());
  // "qa.ada+test" is checked whole and as "qa.ada", the name before the tag.
  const names = [local, local.split('+')[0] ?? ''].filter(
    (name) => name.length >= MIN_USERNAME_LENGTH_TO_CHECK,
  );
  const lower = password.toLowerCase();
  return names.some((name) => lower.includes(name));
}

/** The rules this password breaks, in the order the spec lists them; empty when it passes. */
export function failedTestPasswordRules(email: string, password: string): TestAccountPasswordRule[] {
  const failed: TestAccountPasswordRule[] = [];
  if ([...password].length < TEST_ACCOUNT_MIN_PASSWORD_LENGTH) failed.push('length');
  if (/\s/u.test(password)) failed.push('noSpaces');
  if (characterClassCount(password) < 3) failed.push('characterClasses');
  if (containsUsername(password, email)) failed.push('noUsername');
  if (isCommonPassword(password)) failed.push('notCommon');
  return failed;
}

export type TestAccountPasswordCheck =
  { ok: true } | { ok: false; heading: typeof TEST_ACCOUNT_PASSWORD_HEADING; items: string[] };

/**
 * Ordinary e-mails always pass here (their 8-character minimum is checked with the other sign-up rules);
 * test-style ones must pass every rule.
 */
export function checkTestAccountPassword(
  email: string,
  password: string,
  internalDomain = DEFAULT_INTERNAL_EMAIL_DOMAIN,
): TestAccountPasswordCheck {
  if (!isTestStyleEmail(email, internalDomain)) return { ok: true };
  const failed = failedTestPasswordRules(email, password);
  if (failed.length === 0) return { ok: true };
  return {
    ok: false,
    heading: TEST_ACCOUNT_PASSWORD_HEADING,
    items: failed.map((rule) => TEST_ACCOUNT_PASSWORD_RULES[rule]),
  };
}
