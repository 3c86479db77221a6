import { UnauthorizedException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from './better-auth.js';

/** The signed-in user the global AccessGuard found for this request (routes allowing 'player' or above). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser => {
    const user = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>().user;
    if (!user) throw new UnauthorizedException({ code: 'UNAUTHENTICATED', message: 'Not authenticated' });
    return user;
  },
);
