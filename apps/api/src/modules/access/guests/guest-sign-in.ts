import type { VerifyRecaptchaResponse } from '@quiz/contracts';
import type { Clock } from '../../../infra/tokens.js';
import type { RateLimits } from '../abuse/rate-limits.js';
import type { BotCheck } from './bot-check.js';
import type { GuestTokens } from './guest-tokens.js';
import type { BotCheckRedemptions } from './redemptions.js';

/**
 * A guest's way in: count the attempt against the address, ask the bot check, redeem its answer once, and
 * issue a guest token. The verdict is answered in spec §7's shape whether it passed or not.
 */
export class GuestSignIn {
  constructor(
    private readonly botCheck: BotCheck,
    private readonly redemptions: BotCheckRedemptions,
    private readonly tokens: GuestTokens,
    private readonly limits: RateLimits,
    private readonly clock: Clock,
  ) {}

  async attempt(token: string, action: string, ip: string): Promise<VerifyRecaptchaResponse> {
    await this.limits.guestRequested(ip);
    const verdict = await this.botCheck.verify(token, action, ip);
    const { success, error, score } = verdict;
    const answered = { action: verdict.action, score };
    if (!success || !verdict.redemption)
      return { success: false, error: error ?? 'verification-failed', ...answered };
    const first = await this.redemptions.redeem(
      verdict.redemption.key,
      verdict.redemption.expiresAt,
      this.clock.now(),
    );
    if (!first) return { success: false, error: 'already-redeemed', ...answered };
    const guest = await this.tokens.issue();
    return {
      success: true,
      error: null,
      ...answered,
      guestToken: guest.token,
      expiresAt: guest.expiresAt.toISOString(),
    };
  }
}
