import {
  Inject,
  Injectable,
  UnauthorizedException,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AUTH } from '../../../infra/tokens.js';
import type { Auth, AuthenticatedUser } from './better-auth.js';

type RequestWithUser = FastifyRequest & { user?: AuthenticatedUser };

/** Admits a request only with a live session's Bearer token; the session's user becomes `@CurrentUser()`. */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(@Inject(AUTH) private readonly auth: Auth) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const header = request.headers.authorization;
    if (!header || !/^Bearer \S+$/.test(header)) {
      throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    }
    const session = await this.auth.api.getSession({ headers: new Headers({ authorization: header }) });
    if (!session) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    request.user = {
      id: session.user.id,
      email: session.user.email,
      displayName: session.user.name,
      sessionId: session.session.id,
    };
    return true;
  }
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<RequestWithUser>().user;
  if (!user) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
  return user;
});
