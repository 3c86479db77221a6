import {
  ForbiddenException,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../infra/tokens.js';
import type { AuthenticatedUser } from './better-auth.js';

/**
 * Admits administrators only: for now the accounts named in ADMIN_EMAILS. Runs after BearerAuthGuard.
 * Event-sourced roles (RoleGranted) replace this list when the identity work lands.
 */
@Injectable()
export class AdminOnlyGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>().user;
    if (user && this.config.adminEmails.includes(user.email.toLowerCase())) return true;
    throw new ForbiddenException({ code: 'FORBIDDEN', message: 'Only administrators can do this.' });
  }
}
