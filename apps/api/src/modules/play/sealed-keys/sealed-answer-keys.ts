import { EncryptJWT, jwtDecrypt } from 'jose';
import { answerLetterSchema, type AnswerLetter } from '@quiz/contracts';
import type { Clock } from '../../../infra/tokens.js';
import { derivedKey } from '../../access/guests/guest-tokens.js';

const AUDIENCE = 'quizstorm:guest-answer-key';
/** Longer than a guest token lives: a question issued late in a guest's hour can still be answered. */
export const SEALED_KEY_TTL_SECONDS = 2 * 60 * 60;

export interface AnswerKey {
  questionId: string;
  correct: AnswerLetter;
  explanation: string;
}

/**
 * A guest question's key and explanation, sealed (ADR 0130): a JWE (`dir`, A256GCM) under a key derived from
 * AUTH_SECRET for this purpose only, so every api node opens what any node sealed, nothing is stored, and no one
 * else can read or forge it. A guest batch then carries nothing a player could read a key from.
 */
export class SealedAnswerKeys {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = derivedKey(secret, 'guest-answer-key');
  }

  async seal(answerKey: AnswerKey): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new EncryptJWT({ q: answerKey.questionId, c: answerKey.correct, e: answerKey.explanation })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + SEALED_KEY_TTL_SECONDS)
      .encrypt(this.key);
  }

  /** What a sealed key holds, or null for one that is forged, altered, expired or not a sealed key at all. */
  async open(sealed: string): Promise<AnswerKey | null> {
    try {
      const { payload } = await jwtDecrypt(sealed, this.key, {
        audience: AUDIENCE,
        currentDate: this.clock.now(),
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      const correct = answerLetterSchema.safeParse(payload.c);
      if (typeof payload.q !== 'string' || !correct.success || typeof payload.e !== 'string') return null;
      return { questionId: payload.q, correct: correct.data, explanation: payload.e };
    } catch {
      return null;
    }
  }
}
