import { MIN_PASSWORD_LENGTH, isValidEmail } from './account.rules.js';
import { checkBirthday } from './minimum-age.rules.js';

/** The older `/signup` form (spec §2, §5): the spec's field names, gender optional. */
export const GENDERS = ['male', 'female', 'nonbinary'] as const;
export type Gender = (typeof GENDERS)[number];

export interface OlderSignUpInput {
  firstName: string;
  lastName: string;
  emailOrPhone: string;
  birthday: string;
  gender: Gender | '';
  password: string;
  confirmPassword: string;
}

export interface OlderSignUp {
  /** The display name the account gets: first and last name. */
  name: string;
  email: string;
  password: string;
}

export type OlderSignUpResult =
  { ok: true; value: OlderSignUp } | { ok: false; message: string; field: keyof OlderSignUpInput };

export const OLDER_SIGN_UP_MESSAGES = {
  missing: 'Please fill out all fields.',
  mismatch: "Passwords don't match.",
  notEmail: 'Only email sign-up is supported for now. Please enter a valid email address.',
  shortPassword: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
} as const;

/**
 * Checks in the spec's order: every field but gender, matching passwords, an e-mail (phones are not
 * supported), then the minimum age against `today` (YYYY-MM-DD, the caller's local date).
 */
export function validateOlderSignUp(input: OlderSignUpInput, today: string): OlderSignUpResult {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = input.emailOrPhone.trim();
  const required = { firstName, lastName, emailOrPhone: email, birthday: input.birthday.trim() };
  const missing = (Object.keys(required) as (keyof typeof required)[]).find((key) => !required[key]);
  if (missing) return { ok: false, message: OLDER_SIGN_UP_MESSAGES.missing, field: missing };
  if (!input.password) return { ok: false, message: OLDER_SIGN_UP_MESSAGES.missing, field: 'password' };
  if (!input.confirmPassword) {
    return { ok: false, message: OLDER_SIGN_UP_MESSAGES.missing, field: 'confirmPassword' };
  }
  if (input.password !== input.confirmPassword) {
    return { ok: false, message: OLDER_SIGN_UP_MESSAGES.mismatch, field: 'confirmPassword' };
  }
  if (!isValidEmail(email))
    return { ok: false, message: OLDER_SIGN_UP_MESSAGES.notEmail, field: 'emailOrPhone' };
  const birthday = checkBirthday(input.birthday, today);
  if (!birthday.ok) return { ok: false, message: birthday.message, field: 'birthday' };
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, message: OLDER_SIGN_UP_MESSAGES.shortPassword, field: 'password' };
  }
  return { ok: true, value: { name: `${firstName} ${lastName}`, email, password: input.password } };
}
