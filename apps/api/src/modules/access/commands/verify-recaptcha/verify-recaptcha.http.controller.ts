import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  verifyRecaptchaResponseSchema,
  verifyRecaptchaRequestSchema,
  type ApiError,
  type VerifyRecaptchaRequest,
  type VerifyRecaptchaResponse,
} from '@quiz/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { GUEST_SIGN_IN } from '../../access.tokens.js';
import type { GuestSignIn } from '../../guests/guest-sign-in.js';
import { AllowAccess } from '../../http/allow-access.decorator.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/**
 * `POST /api/verify-recaptcha`: checks a bot-check answer and, when it passes, hands out a guest token.
 * A failed check answers 403 with the verdict (`{success: false, error, action, score}`) beside the api's
 * usual error fields, so the page can show what failed.
 */
@Controller()
@AllowAccess('anonymous')
export class VerifyRecaptchaHttpController {
  constructor(@Inject(GUEST_SIGN_IN) private readonly guests: GuestSignIn) {}

  @Post('verify-recaptcha')
  @Responds(verifyRecaptchaResponseSchema)
  @HttpCode(200)
  async verify(
    @Body(new ZodValidationPipe(verifyRecaptchaRequestSchema)) body: VerifyRecaptchaRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VerifyRecaptchaResponse | (VerifyRecaptchaResponse & ApiError)> {
    const verdict = await this.guests.attempt(body.token, body.action, request.ip);
    if (verdict.success) return verdict;
    void reply.status(403);
    return { statusCode: 403, code: 'BOT_CHECK_FAILED', message: 'The bot check failed.', ...verdict };
  }
}
