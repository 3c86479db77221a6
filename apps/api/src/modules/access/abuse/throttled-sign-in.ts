import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimits } from './rate-limits.js';

export const EMAIL_SIGN_IN_PATH = '/api/auth/sign-in/email';

/**
 * Runs one e-mail sign-in under the failure counters: refused with 429 when the account or the address has
 * failed too often, held back a little longer after each failure, counted when the password is wrong
 * (better-auth answers 401), and the account's count cleared when it succeeds.
 */
export async function throttledSignIn(
  limits: RateLimits,
  attempt: { email: unknown; ip: string },
  signIn: () => Promise<Response>,
): Promise<Response> {
  const email = typeof attempt.email === 'string' ? attempt.email : '';
  const { delayMs } = await limits.beforeSignIn(email, attempt.ip);
  if (delayMs > 0) await sleep(delayMs);
  const response = await signIn();
  if (response.status === 401) await limits.signInFailed(email, attempt.ip);
  else if (response.ok) await limits.signInSucceeded(email);
  return response;
}
