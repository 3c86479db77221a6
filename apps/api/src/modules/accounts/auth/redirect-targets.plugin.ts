import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/** The fields through which better-auth's endpoints take an address to send the browser to. */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;
const REFERENCE_ORIGIN = 'http://reference.invalid';
/**
 * better-auth turns a POSTed OAuth callback (form_post) into a redirect carrying every field in its Location.
 * Real callbacks (a code, a state, at most an id token) stay well under this; beyond it the Location outgrows
 * what browsers and Node's HTTP parser accept (16 KB of headers).
 */
export const MAX_CALLBACK_FIELDS_BYTES = 8 * 1024;

/**
 * An address better-auth can build a redirect from: an http(s) URL, or a path from the root of this site
 * (not `//host`, which is another site). better-auth 1.7.7 checks that such an address is trusted but then
 * parses it with `new URL`, which throws (a 500) for anything else, e.g. `verify-email?callbackURL=x`.
 */
export function isRedirectTarget(value: string): boolean {
  try {
    if (value.startsWith('/')) {
      return (
        !value.startsWith('//') &&
        !value.startsWith('/\\') &&
        new URL(value, REFERENCE_ORIGIN).origin === REFERENCE_ORIGIN
      );
    }
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function encodedSize(source: unknown): number {
  if (typeof source !== 'object' || source === null) return 0;
  let size = 0;
  for (const [key, value] of Object.entries(source))
    size += encodeURIComponent(key).length + encodeURIComponent(String(value)).length + 2;
  return size;
}

/**
 * A better-auth plugin that refuses, with 400, any request naming a redirect target that is not one, and with
 * 413 an OAuth callback too large to be turned into a redirect.
 */
export function redirectTargetsChecked(): BetterAuthPlugin {
  return {
    id: 'quiz-redirect-targets',
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            for (const source of [ctx.query, ctx.body] as unknown[]) {
              if (typeof source !== 'object' || source === null) continue;
              for (const field of REDIRECT_FIELDS) {
                const value = (source as Record<string, unknown>)[field];
                if (typeof value === 'string' && !isRedirectTarget(value)) {
                  throw new APIError('BAD_REQUEST', {
                    code: 'INVALID_REDIRECT_URL',
                    message: `${field} must be an http(s) address or a path starting with /.`,
                  });
                }
              }
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path?.startsWith('/callback/') ?? false,
          handler: createAuthMiddleware(async (ctx) => {
            if (encodedSize(ctx.query) + encodedSize(ctx.body) > MAX_CALLBACK_FIELDS_BYTES) {
              throw new APIError('PAYLOAD_TOO_LARGE', {
                code: 'CALLBACK_TOO_LARGE',
                message: `An OAuth callback's fields must stay under ${MAX_CALLBACK_FIELDS_BYTES} bytes.`,
              });
            }
          }),
        },
      ],
    },
  };
}
