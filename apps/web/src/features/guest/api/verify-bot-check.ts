import {
  GUEST_LOGIN_ACTION,
  verifyRecaptchaResponseSchema,
  type VerifyRecaptchaResponse,
} from '@quiz/contracts';

/** The server read the bot check and refused it; the verdict says why (spec §8 shows it). */
export class BotCheckRefused extends Error {
  constructor(readonly verdict: VerifyRecaptchaResponse) {
    super(verdict.error ?? 'Bot check failed');
    this.name = 'BotCheckRefused';
  }
}

/**
 * `POST /api/verify-recaptcha` with `{token, action: 'guest_login'}`. A verdict with `success: false` comes
 * back as a 403 whose body is still the verdict, so it is read here rather than by the generic api client.
 */
export async function verifyBotCheck(token: string): Promise<{ guestToken: string; expiresAt: string }> {
  const response = await fetch('/api/verify-recaptcha', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ token, action: GUEST_LOGIN_ACTION }),
  });
  const verdict = verifyRecaptchaResponseSchema.safeParse(await response.json().catch(() => null));
  if (!verdict.success) throw new Error(`Guest login answered ${response.status}`);
  if (!verdict.data.success || !verdict.data.guestToken || !verdict.data.expiresAt) {
    throw new BotCheckRefused(verdict.data);
  }
  return { guestToken: verdict.data.guestToken, expiresAt: verdict.data.expiresAt };
}
