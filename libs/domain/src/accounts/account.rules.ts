import { validateDisplayName } from '../users/profile.rules.js';

/** Sign-in and create-account rules (spec §5), shared by the web forms and the api's account settings. */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** The spec's "simple x@y.z pattern". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; message: string; field?: keyof T };

export function validateSignIn(input: { email: string; password: string }): ValidationResult<{
  email: string;
  password: string;
}> {
  const email = input.email.trim();
  if (!email || !input.password) {
    return { ok: false, message: 'Enter your email and password.', field: email ? 'password' : 'email' };
  }
  return { ok: true, value: { email, password: input.password } };
}

export function validateSignUp(input: { name: string; email: string; password: string }): ValidationResult<{
  name: string;
  email: string;
  password: string;
}> {
  const name = input.name.trim();
  const email = input.email.trim();
  const { password } = input;
  if (!name || !email || !password) {
    return {
      ok: false,
      message: 'Please enter display name, email, and password.',
      field: !name ? 'name' : !email ? 'email' : 'password',
    };
  }
  // The profile's own rule (length, showable characters), which the api applies to sign-up too.
  const displayName = validateDisplayName(name);
  if (!displayName.ok) return { ok: false, message: displayName.message, field: 'name' };
  if (!isValidEmail(email))
    return { ok: false, message: 'Please enter a valid email address.', field: 'email' };
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, message: 'Password must be at least 8 characters.', field: 'password' };
  }
  return { ok: true, value: { name: displayName.value, email, password } };
}
