import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../accounts/auth/better-auth.js';

export interface GuestIdentity {
  guestId: string;
  expiresAt: Date;
}

/** Who is calling, as the access guard resolved it from the Bearer token. */
export type Principal =
  { kind: 'anonymous' } | { kind: 'guest'; guest: GuestIdentity } | { kind: 'user'; user: AuthenticatedUser };

/** What the guard leaves on the request: `user` keeps `@CurrentUser()` working for account routes. */
export type RequestWithPrincipal = FastifyRequest & { principal?: Principal; user?: AuthenticatedUser };
