import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  isValidEmail,
  type ValidationResult,
} from './account.rules.js';

/** FORGOT PASSWORD? on /login uses the sign-in form's e-mail field (spec §5). */
export function validateForgotPassword(input: { email: string }): ValidationResult<{ email: string }> {
  const email = input.email.trim();
  if (!email)
    return { ok: false, message: 'Please enter your email first to reset your password.', field: 'email' };
  if (!isValidEmail(email))
    return { ok: false, message: 'Please enter a valid email address.', field: 'email' };
  return { ok: true, value: { email } };
}

/** The new password chosen on /reset-password: the account password rules, typed twice. */
export function validateNewPassword(input: {
  password: string;
  confirmPassword: string;
}): ValidationResult<{ password: string; confirmPassword: string }> {
  const { password, confirmPassword } = input;
  if (!password) return { ok: false, message: 'Please enter a new password.', field: 'password' };
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, message: 'Password must be at least 8 characters.', field: 'password' };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return {
      ok: false,
      message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
      field: 'password',
    };
  }
  if (password !== confirmPassword)
    return { ok: false, message: "Passwords don't match.", field: 'confirmPassword' };
  return { ok: true, value: { password, confirmPassword } };
}
