import { z } from 'zod';
import { displayNameFieldSchema, photoUrlFieldSchema } from './profile.js';

/**
 * `POST /api/auth/sign-up/email` (better-auth's endpoint, ADR 0006): the fields it takes. The name and the
 * avatar follow the profile rules of `PATCH /api/user/me` (ADR 0121); the e-mail and the password are judged
 * by better-auth itself, whose codes the web app's messages are keyed by.
 */
export const signUpEmailRequestSchema = z.strictObject({
  name: displayNameFieldSchema('name'),
  email: z.string({ message: 'email must be text' }).max(320, 'email is far too long'),
  password: z.string({ message: 'password must be text' }).max(1_000, 'password is far too long'),
  image: photoUrlFieldSchema('image').optional(),
  callbackURL: z.string({ message: 'callbackURL must be text' }).max(2_048).optional(),
  rememberMe: z.boolean({ message: 'rememberMe must be true or false' }).optional(),
});
export type SignUpEmailRequest = z.infer<typeof signUpEmailRequestSchema>;
