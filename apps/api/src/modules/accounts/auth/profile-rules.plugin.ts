import { randomUUID } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { signUpEmailRequestSchema } from '@quiz/contracts';
import { safeDisplayName, safePhotoUrl, validateDisplayName, validatePhotoUrl } from '@quiz/domain';
import { validationFailedBody } from '../../../infra/http/zod-validation.pipe.js';

/** The endpoint better-auth routes an e-mail sign-up to, however the request spelled its path. */
const SIGN_UP_EMAIL = '/sign-up/email';

function refuse(check: { code: string; message: string }): never {
  throw new APIError('BAD_REQUEST', { statusCode: 400, code: check.code, message: check.message });
}

/**
 * The profile rules of `PATCH /api/user/me` on every way into better-auth's user record (ADR 0121):
 *
 * - e-mail sign-up is checked before better-auth writes anything, and refused with the api's 400;
 *   what it stores is the name as the rule leaves it (trimmed, spaces collapsed);
 * - every user row it creates or updates (social sign-in included) is made safe on the way in: a provider's
 *   long name is cut to the limit, an unshowable one replaced, an image that is not https dropped.
 */
export function profileRules() {
  return {
    id: 'quiz-profile-rules',
    hooks: {
      before: [
        {
          // ctx.path is the endpoint better-auth matched, not the spelling the request used.
          matcher: (ctx) => ctx.path === SIGN_UP_EMAIL,
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = signUpEmailRequestSchema.safeParse(ctx.body ?? {});
            if (!parsed.success) throw new APIError('BAD_REQUEST', { ...validationFailedBody(parsed.error) });
            const name = validateDisplayName(parsed.data.name);
            if (!name.ok) refuse(name);
            const image = parsed.data.image === undefined ? undefined : validatePhotoUrl(parsed.data.image);
            if (image && !image.ok) refuse(image);
            return {
              context: {
                body: { ...parsed.data, name: name.value, ...(image ? { image: image.value } : {}) },
              },
            };
          }),
        },
      ],
    },
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              before: async (user) => ({
                data: {
                  ...user,
                  name: safeDisplayName(user.name, user.id ?? randomUUID()),
                  image: safePhotoUrl(user.image),
                },
              }),
            },
            update: {
              // better-auth edits a name or an image only when told to take a provider's on each sign-in (we
              // do not); profile edits go through the event log and the account_profiles projection instead.
              before: async (user) => ({
                data: {
                  ...user,
                  ...(typeof user.name === 'string'
                    ? { name: safeDisplayName(user.name, randomUUID()) }
                    : {}),
                  ...('image' in user ? { image: safePhotoUrl(user.image) } : {}),
                },
              }),
            },
          },
        },
      },
    }),
  } satisfies BetterAuthPlugin;
}
