import {
  Inject,
  Injectable,
  UnauthorizedException,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SESSION_VERIFIER } from '../../../infra/tokens.js';
import type { AuthenticatedUser } from './better-auth.js';
import type { SessionVerifier } from './session-verifier.js';

type RequestWithUser = FastifyRequest & { user?: AuthenticatedUser };

/** Admits a request only with a live session's Bearer token; the session's user becomes `@CurrentUser()`. */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(@Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const header = request.headers.authorization;
    if (!header || !/^Bearer \S+$/.test(header)) {
      throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    }
    const user = await this.sessions.verify(header.slice('Bearer '.length));
    if (!user) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    request.user = user;
    return true;
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser => {
    const user = context.switchToHttp().getRequest<RequestWithUser>().user;
    if (!user) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    return user;
  },
);
