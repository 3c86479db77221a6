import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { GUEST_LOGIN_ACTION } from '@quiz/contracts';
import { z } from 'zod';
import type { Clock } from '../../../infra/tokens.js';
import { failed, type BotCheck, type BotCheckVerdict } from './bot-check.js';

/** Google's siteverify answer (https://developers.google.com/recaptcha/docs/v3). */
const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Google refuses a token older than two minutes; remembering it a little longer covers clock skew. */
const REDEMPTION_TTL_MS = 10 * 60 * 1000;

/** reCAPTCHA v3, when RECAPTCHA_SECRET is set: Google scores the visitor, we require the action and a score. */
export class RecaptchaBotCheck implements BotCheck {
  readonly provider = 'recaptcha' as const;
  private readonly logger = new Logger('Recaptcha');

  constructor(
    private readonly options: { secret: string; minScore: number; verifyUrl: string },
    private readonly clock: Clock,
  ) {}

  async verify(token: string, action: string, remoteIp: string): Promise<BotCheckVerdict> {
    let answer: z.infer<typeof siteverifySchema>;
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.options.secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(10_000),
      });
      answer = siteverifySchema.parse(await response.json());
    } catch (error) {
      this.logger.warn(`siteverify could not be asked: ${String(error)}`);
      return failed('siteverify-unavailable', action);
    }
    const score = answer.score ?? null;
    const answeredAction = answer.action ?? null;
    if (!answer.success)
      return failed(answer['error-codes']?.join(', ') || 'verification-failed', answeredAction, score);
    if (action !== GUEST_LOGIN_ACTION || answeredAction !== action)
      return failed('action-mismatch', answeredAction, score);
    if (score === null || score < this.options.minScore)
      return failed('score-too-low', answeredAction, score);
    return {
      success: true,
      error: null,
      action: answeredAction,
      score,
      redemption: {
        key: `recaptcha:${createHash('sha256').update(token).digest('base64url')}`,
        expiresAt: new Date(this.clock.now().getTime() + REDEMPTION_TTL_MS),
      },
    };
  }
}
