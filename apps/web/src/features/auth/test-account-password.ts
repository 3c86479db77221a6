import { DEFAULT_INTERNAL_EMAIL_DOMAIN, checkTestAccountPassword } from '@quiz/domain';
import { ApiClientError } from '@/lib/api-client';

export interface PasswordRulesProblem {
  heading: string;
  items: string[];
}

/**
 * The test-account rules as the user types (spec §5). The web knows only the default internal domain;
 * the server checks the configured one and its answer is read by {@link passwordRulesFromError}.
 */
export function testAccountPasswordProblem(email: string, password: string): PasswordRulesProblem | null {
  const check = checkTestAccountPassword(email, password, DEFAULT_INTERNAL_EMAIL_DOMAIN);
  return check.ok ? null : { heading: check.heading, items: check.items };
}

/** The api's 400 `TEST_ACCOUNT_PASSWORD_RULES` answer, `{ message, items }`, or null for any other error. */
export function passwordRulesFromError(error: unknown): PasswordRulesProblem | null {
  if (!(error instanceof ApiClientError) || error.code !== 'TEST_ACCOUNT_PASSWORD_RULES') return null;
  const items = (error.body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) return null;
  return { heading: error.message, items };
}
