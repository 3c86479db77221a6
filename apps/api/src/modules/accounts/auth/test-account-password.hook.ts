import { APIError, createAuthMiddleware } from 'better-auth/api';
import { checkTestAccountPassword } from '@quiz/domain';

/** The code a refused test-account password carries; the web app lists `items` under `message`. */
export const TEST_ACCOUNT_PASSWORD_CODE = 'TEST_ACCOUNT_PASSWORD_RULES';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * better-auth `hooks.before`: applies the domain's test-account password rules (spec §5) wherever a password
 * is set — e-mail sign-up, the reset link and a signed-in change — so calling the api directly cannot skip
 * what the Create account panel checks. A refusal is a 400 `{ code, message, items }` and changes nothing.
 */
export function testAccountPasswordHook(internalEmailDomain: string) {
  return createAuthMiddleware(async (ctx) => {
    const attempt = await passwordBeingSet(ctx);
    if (!attempt) return;
    const check = checkTestAccountPassword(attempt.email, attempt.password, internalEmailDomain);
    if (check.ok) return;
    throw new APIError('BAD_REQUEST', {
      code: TEST_ACCOUNT_PASSWORD_CODE,
      message: check.heading,
      items: check.items,
    });
  });
}

/** The account's e-mail and the new password, for the endpoints that set one; null for every other call. */
async function passwordBeingSet(ctx: AuthContext): Promise<{ email: string; password: string } | null> {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  switch (ctx.path) {
    case '/sign-up/email':
      return typeof body.email === 'string' && typeof body.password === 'string'
        ? { email: body.email, password: body.password }
        : null;
    case '/reset-password': {
      // The link names no e-mail: the token's verification row names the account. Read, not consumed: an
      // allowed password then goes on to better-auth's own endpoint, which consumes it.
      const token = body.token ?? (ctx.query as Record<string, unknown> | undefined)?.token;
      if (typeof token !== 'string' || typeof body.newPassword !== 'string') return null;
      const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
      const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
      return user ? { email: user.email, password: body.newPassword } : null;
    }
    case '/change-password': {
      if (typeof body.newPassword !== 'string') return null;
      // User hooks run before the bearer plugin turns the header into a session cookie, so read the header:
      // the session token, optionally `token.signature`. Only a refusal can follow from it; better-auth's own
      // endpoint still authenticates the request.
      const bearer = ctx.request?.headers.get('authorization')?.match(/^Bearer (\S+)$/)?.[1];
      const found = bearer ? await ctx.context.internalAdapter.findSession(bearer.split('.')[0]!) : null;
      return found ? { email: found.user.email, password: body.newPassword } : null;
    }
    default:
      return null;
  }
}
