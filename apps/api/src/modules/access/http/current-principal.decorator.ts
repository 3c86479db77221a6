import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal, RequestWithPrincipal } from './principal.js';

/** The caller the AccessGuard resolved: anonymous, a guest or a user with roles. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal =>
    context.switchToHttp().getRequest<RequestWithPrincipal>().principal ?? { kind: 'anonymous' },
);
