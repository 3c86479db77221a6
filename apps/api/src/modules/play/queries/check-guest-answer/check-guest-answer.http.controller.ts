import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  guestAnswerResponseSchema,
  guestAnswerRequestSchema,
  type GuestAnswerRequest,
  type GuestAnswerResponse,
} from '@quiz/contracts';
import { DomainError } from '@quiz/domain';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { AllowAccess } from '../../../access/http/allow-access.decorator.js';
import { SealedAnswerKeys } from '../../sealed-keys/sealed-answer-keys.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/**
 * POST /api/answers/guest (ADR 0130): a guest's answer judged against the sealed key its question came with; the
 * reply reveals the key and the explanation, as save-answer does for players. Nothing is recorded or ranked.
 */
@Controller('answers')
@AllowAccess('guest')
export class CheckGuestAnswerHttpController {
  constructor(private readonly sealedKeys: SealedAnswerKeys) {}

  @Post('guest')
  @Responds(guestAnswerResponseSchema)
  @HttpCode(200)
  async check(
    @Body(new ZodValidationPipe(guestAnswerRequestSchema)) body: GuestAnswerRequest,
  ): Promise<GuestAnswerResponse> {
    const key = await this.sealedKeys.open(body.sealedKey);
    if (!key) {
      throw new DomainError(
        'validation',
        'ANSWERS.INVALID_SEALED_KEY',
        'sealedKey must be the sealedKey the question came with.',
      );
    }
    // A timed-out answer (null) is wrong.
    return {
      isCorrect: body.selectedAnswer === key.correct,
      correct: key.correct,
      explanation: key.explanation,
    };
  }
}
