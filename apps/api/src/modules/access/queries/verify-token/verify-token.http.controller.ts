import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import {
  verifiedUserSchema,
  verifyTokenRequestSchema,
  type VerifiedUser,
  type VerifyTokenRequest,
} from '@quiz/contracts';
import { ZodValidationPipe } from '../../../../infra/http/zod-validation.pipe.js';
import { SESSION_VERIFIER } from '../../../../infra/tokens.js';
import type { SessionVerifier } from '../../../accounts/auth/session-verifier.js';
import { unauthenticated } from '../../http/access.guard.js';
import { AllowAccess } from '../../http/allow-access.decorator.js';
import { rolesOf } from '../roles-of.js';
import { Responds } from '../../../api-docs/http/responds.decorator.js';

/**
 * `POST /api/user/verify-token` (spec §7): the page reports a fresh session token after sign-in; the answer
 * names its user, or 401 for a token that is expired, forged, signed out or a guest's.
 */
@Controller('user')
@AllowAccess('anonymous')
export class VerifyTokenHttpController {
  constructor(@Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier) {}

  @Post('verify-token')
  @Responds(verifiedUserSchema)
  @HttpCode(200)
  async verify(
    @Body(new ZodValidationPipe(verifyTokenRequestSchema)) body: VerifyTokenRequest,
  ): Promise<VerifiedUser> {
    const user = await this.sessions.verify(body.token);
    if (!user) throw unauthenticated();
    return { uid: user.id, email: user.email, displayName: user.displayName, roles: rolesOf(user) };
  }
}
