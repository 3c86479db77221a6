import { setTimeout as sleep } from 'node:timers/promises';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { RateLimits, SignInReservation } from './rate-limits.js';

/** The endpoint that checks a password, as better-auth names it once it has routed a request. */
const EMAIL_SIGN_IN = '/sign-in/email';
/** Set by the proxy (AuthHttpController) to the address Fastify resolved, whatever the client sent. */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';

/**
 * The sign-in throttle (ADR 0120) as a better-auth plugin: its hooks run for the endpoint better-auth
 * actually routed to, so no spelling of the path (`/./`, `%2e`, `..`, a trailing slash…) walks around it.
 * The attempt takes its place in the counters before the password is checked and is settled afterwards: a
 * success hands it back, a wrong password keeps it.
 */
export function signInThrottle(limits: RateLimits) {
  const reservations = new WeakMap<object, SignInReservation>();
  const isEmailSignIn = (ctx: { path?: string }) => ctx.path === EMAIL_SIGN_IN;
  return {
    id: 'quiz-sign-in-throttle',
    hooks: {
      before: [
        {
          matcher: isEmailSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            const ip = ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
            const decision = await limits.reserveSignIn(typeof email === 'string' ? email : '', ip);
            if (!decision.allowed) {
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { statusCode: 429, code: 'RATE_LIMITED', message: decision.message },
                { 'Retry-After': String(decision.retryAfterSeconds) },
              );
            }
            if (ctx.request) reservations.set(ctx.request, decision.reservation);
            if (decision.reservation.delayMs > 0) await sleep(decision.reservation.delayMs);
          }),
        },
      ],
      after: [
        {
          matcher: isEmailSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const reservation = ctx.request ? reservations.get(ctx.request) : undefined;
            if (!reservation) return;
            const returned = ctx.context.returned;
            const outcome = !isAPIError(returned)
              ? 'succeeded'
              : returned.statusCode === 401
                ? 'failed'
                : 'unchecked';
            await reservation.settle(outcome);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
