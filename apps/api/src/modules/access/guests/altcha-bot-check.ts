import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { GUEST_LOGIN_ACTION } from '@quiz/contracts';
import type { Clock } from '../../../infra/tokens.js';
import { failed, type BotCheck, type BotCheckVerdict } from './bot-check.js';
import { derivedKey } from './guest-tokens.js';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/**
 * The work a browser does: the solver tries counters from 0 up to a secret one between these, one SHA-256
 * each. About a second in a Web Worker on a phone; the server checks a solution with a single hash.
 */
const COUNTER_MIN = 20_000;
const COUNTER_MAX = 60_000;

/**
 * Self-hosted proof of work (ALTCHA v2, altcha-lib), the default bot check: it needs no third party, so the
 * embedded mode works offline. Challenges are signed with keys derived from AUTH_SECRET, so any api node can
 * check a challenge another node issued; the action is signed into the challenge.
 */
export class AltchaBotCheck implements BotCheck {
  readonly provider = 'altcha' as const;
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(
    authSecret: string,
    private readonly clock: Clock,
  ) {
    this.signatureSecret = Buffer.from(derivedKey(authSecret, 'altcha-signature')).toString('base64url');
    this.keySignatureSecret = Buffer.from(derivedKey(authSecret, 'altcha-key-signature')).toString(
      'base64url',
    );
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(COUNTER_MAX, COUNTER_MIN),
      deriveKey,
      data: { action: GUEST_LOGIN_ACTION },
      expiresAt: new Date(this.clock.now().getTime() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /** `token` is the base64 JSON `{challenge, solution}` the widget and altcha-lib's solvers produce. */
  async verify(token: string, action: string): Promise<BotCheckVerdict> {
    const payload = decodePayload(token);
    if (!payload) return failed('malformed-payload', action);
    const signedAction = payload.challenge.parameters.data?.action;
    if (action !== GUEST_LOGIN_ACTION || signedAction !== action) return failed('action-mismatch', action);
    let result;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
    } catch {
      return failed('malformed-payload', action);
    }
    if (result.expired) return failed('challenge-expired', action);
    if (!result.verified)
      return failed(result.invalidSignature ? 'invalid-signature' : 'invalid-solution', action);
    const expiresAtSeconds = payload.challenge.parameters.expiresAt ?? 0;
    return {
      success: true,
      error: null,
      action,
      score: null,
      redemption: {
        key: `altcha:${payload.challenge.signature}`,
        expiresAt: new Date(expiresAtSeconds * 1000),
      },
    };
  }
}

function decodePayload(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    if (
      typeof challenge?.parameters !== 'object' ||
      challenge.parameters === null ||
      typeof challenge.signature !== 'string' ||
      typeof challenge.parameters.expiresAt !== 'number' ||
      typeof solution?.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    ) {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}
