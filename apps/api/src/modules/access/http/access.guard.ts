import {
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { decideAccess, isOpenToEveryone, type AccessLevel } from '@quiz/domain';
import { SESSION_VERIFIER } from '../../../infra/tokens.js';
import type { SessionVerifier } from '../../accounts/auth/session-verifier.js';
import { GUEST_TOKENS } from '../access.tokens.js';
import { GuestTokens } from '../guests/guest-tokens.js';
import { ALLOW_ACCESS } from './allow-access.decorator.js';
import type { Principal, RequestWithPrincipal } from './principal.js';

export const unauthenticated = () =>
  new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });

/**
 * The one gate of every HTTP route (registered as APP_GUARD). It resolves the caller from
 * `Authorization: Bearer`: a live better-auth session is a user with the roles the read model holds, a valid
 * guest token is a guest, no token is anonymous. Then it compares with what the route declared through
 * `@AllowAccess`. A route that declares nothing is refused, so a forgotten declaration fails closed.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('Access');

  constructor(
    private readonly reflector: Reflector,
    @Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier,
    @Inject(GUEST_TOKENS) private readonly guests: GuestTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Socket gateways authenticate their connections themselves; this guard speaks HTTP.
    if (context.getType() !== 'http') return true;
    const allowed = this.reflector.getAllAndOverride<AccessLevel[] | undefined>(ALLOW_ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!allowed || allowed.length === 0) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares no @AllowAccess`);
      throw new ForbiddenException({
        code: 'ACCESS_NOT_DECLARED',
        message: 'This route does not declare who may use it.',
      });
    }
    const request = context.switchToHttp().getRequest<RequestWithPrincipal>();
    // Routes open to everyone (sign-in, health) need no caller: not looking one up spares a session query on
    // the busiest routes, and a stale token cannot lock anyone out of signing in again.
    if (isOpenToEveryone(allowed)) {
      request.principal = { kind: 'anonymous' };
      return true;
    }
    const principal = await this.resolve(request.headers.authorization);
    if (principal === 'invalid') throw unauthenticated();
    request.principal = principal;
    if (principal.kind === 'user') request.user = principal.user;
    const decision = decideAccess(
      allowed,
      principal.kind,
      principal.kind === 'user' ? principal.user.roles : [],
    );
    if (decision === 'unauthenticated') throw unauthenticated();
    if (decision === 'forbidden') {
      throw new ForbiddenException({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    }
    return true;
  }

  private async resolve(header: string | undefined): Promise<Principal | 'invalid'> {
    if (header === undefined || header === '') return { kind: 'anonymous' };
    if (!/^Bearer \S+$/.test(header)) return 'invalid';
    const token = header.slice('Bearer '.length);
    if (GuestTokens.looksLikeGuestToken(token)) {
      const guest = await this.guests.verify(token);
      return guest ? { kind: 'guest', guest } : 'invalid';
    }
    const user = await this.sessions.verify(token);
    return user ? { kind: 'user', user } : 'invalid';
  }
}
